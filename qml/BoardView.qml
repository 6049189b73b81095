import QtQuick
import QtQuick.Controls
import Djed.Models

// The one board view of every game: cells, spans and markers from the
// plugin's geometry, pieces from the session's snapshot. It knows no rules:
// clicks go to the session, which answers with what lights up.
FocusScope {
    id: view

    required property SessionModel session
    property string glyphFont: ""
    property bool interactive: true
    // The marks of play (destinations, the analysis' values): a picture of
    // a starting board (a launcher card) shows none and makes none.
    property bool playMarks: true

    // Drawn a quarter turn round (a tall board in a wide place, such as a
    // launcher card): the first row on the right, every cell and piece upright.
    property bool across: false
    // Much taller than wide (Seti): what reads better across.
    readonly property bool tall: session.rows > 2 * session.cols
    readonly property int shownCols: across ? session.rows : session.cols
    readonly property int shownRows: across ? session.cols : session.rows
    readonly property real cellSize: Math.max(1, Math.min(width / shownCols, height / shownRows))
    // The height a square's number takes in its corner: the pieces leave it.
    readonly property real numberPixels: Math.max(8, cellSize * 0.17)
    readonly property real numberChip: Math.ceil(numberMetrics.height) + 1
    // The chip stands 2 px into its cell, the cell 1 px inside its square.
    readonly property real numberRoom: numberChip + 3
    FontMetrics {
        id: numberMetrics
        font.pixelSize: view.numberPixels
    }
    property int cursorRow: 0
    property int cursorCol: 0
    property bool cursorVisible: false
    // Pieces glide to new cells, but not while the board first lays out.
    property bool animate: false
    // The piece being dragged: its cell and how far the pointer took it.
    property int dragCell: session.board.noCell
    property real dragDx: 0
    property real dragDy: 0
    // A dropped piece is already where it goes: no glide after the drop.
    property bool jumpNext: false
    Timer {
        interval: 400
        running: true
        onTriggered: view.animate = true
    }

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("%1 board").arg(session.gameName)
    activeFocusOnTab: true

    // The cell item of a cell id: looked up, not searched, and read again
    // by bindings once per batch of cells made or gone.
    function cellItem(id) {
        cells.made;
        return cells.byId[id] ?? null;
    }
    // The cell and spot under (x, y) of `item`, as the model's hit test says.
    function hitAt(item, x, y) {
        const p = item.mapToItem(area, x, y);
        return session.board.hitTest(Math.floor(p.y / cellSize), Math.floor(p.x / cellSize));
    }
    // A piece dragged from `from` and let go at (x, y) in that cell's
    // coordinates: the same as clicking the piece, then the cell under (x, y).
    function drop(from, x, y) {
        dragCell = session.board.noCell;
        const hit = hitAt(from, x, y);
        if (hit.cellId === session.board.noCell || hit.cellId === from.cellId) return;
        jumpNext = true;
        if (!from.selected) session.clickCell(from.cellId, -1);
        if (from.selected) session.clickCell(hit.cellId, hit.spot);
        Qt.callLater(() => { view.jumpNext = false; });
    }
    // The keyboard cursor on the first piece the player may move (a new game).
    function cursorToFirstSelectable() {
        for (let row = 0; row < session.rows; ++row)
            for (let col = 0; col < session.cols; ++col) {
                const c = cellItem(session.board.hitTest(row, col).cellId);
                if (c && c.selectable) {
                    cursorRow = row;
                    cursorCol = col;
                    return;
                }
            }
    }
    function activate(row, col) {
        const hit = session.board.hitTest(row, col);
        if (hit.cellId !== session.board.noCell) session.clickCell(hit.cellId, hit.spot);
    }

    Keys.onPressed: event => {
        if ((event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                && session.humanThrows) {
            session.throwDice();
            event.accepted = true;
            return;
        }
        if (!interactive) return;
        let handled = true;
        // The cursor moves as the arrows point on the screen: on a board
        // lying across, the first row is on the right.
        const step = (dRow, dCol) => {
            cursorRow = Math.max(0, Math.min(session.rows - 1, cursorRow + dRow));
            cursorCol = Math.max(0, Math.min(session.cols - 1, cursorCol + dCol));
        };
        if (event.key === Qt.Key_Left) across ? step(1, 0) : step(0, -1);
        else if (event.key === Qt.Key_Right) across ? step(-1, 0) : step(0, 1);
        else if (event.key === Qt.Key_Up) across ? step(0, -1) : step(-1, 0);
        else if (event.key === Qt.Key_Down) across ? step(0, 1) : step(1, 0);
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
            activate(cursorRow, cursorCol);
        else handled = false;
        if (handled) cursorVisible = true;
        event.accepted = handled;
    }

    Item {
        id: area
        width: view.cellSize * view.session.cols
        height: view.cellSize * view.session.rows
        anchors.centerIn: parent
        rotation: view.across ? 90 : 0

        Repeater {
            id: cells
            model: view.session.board
            // Counts the boards of cells made (a model reset, a new game on
            // the same screen, may leave the count as it was): once the last
            // cell of a board is there, so that what follows a cell (its
            // number, its pieces) is worked out once, not once per cell made.
            property int made: 0
            property var byId: ({})
            onItemAdded: (index, item) => {
                byId[item.cellId] = item;
                if (index === count - 1) ++made;
            }
            onItemRemoved: (index, item) => { if (byId[item.cellId] === item) delete byId[item.cellId]; }
            delegate: BoardCell {
                id: boardCell
                rotation: view.across ? -90 : 0
                cellSize: view.cellSize
                glyphFont: view.glyphFont
                interactive: view.interactive
                onClickedAt: (x, y) => {
                    const hit = view.hitAt(boardCell, x, y);
                    view.session.clickCell(hit.cellId, hit.spot);
                }
                onDragMoved: (dx, dy) => {
                    // A drag picks the piece up: its destinations show while it moves.
                    if ((dx !== 0 || dy !== 0) && view.dragCell !== cellId && !selected)
                        view.session.clickCell(cellId, -1);
                    view.dragCell = (dx === 0 && dy === 0) ? view.session.board.noCell : cellId;
                    view.dragDx = dx;
                    view.dragDy = dy;
                }
                onDroppedAt: (x, y) => view.drop(boardCell, x, y)
            }
        }

        Repeater {
            model: view.session.pieces
            delegate: Piece {
                id: piece
                required property int index
                required property var path
                size: view.cellSize
                rotation: view.across ? -90 : 0
                sides: view.session.sides
                readonly property Item home: { view.session.pieces.count; return view.cellItem(cellId); }
                topRoom: home && home.label.length > 0 ? view.numberRoom : 0
                bottomRoom: home ? home.captionRoom : 0
                readonly property real homeX: !home ? 0 : home.x + (spot >= 0 && home.spots > 1 ? spot * view.cellSize
                                                                                              : (home.width - view.cellSize) / 2)
                readonly property real homeY: !home ? 0 : home.y + (home.height - view.cellSize) / 2
                // Where the piece was last put: a new cell means a move to animate,
                // the same cell a resize to follow at once.
                property int shownCell: view.session.board.noCell
                property int shownSpot: -1
                property bool shown: false
                readonly property bool dragged: view.dragCell === cellId
                z: dragged ? 10 : 1 + level
                transform: Translate { x: piece.dragged ? view.dragDx : 0; y: piece.dragged ? view.dragDy : 0 }

                onHomeXChanged: Qt.callLater(settle)
                onHomeYChanged: Qt.callLater(settle)
                Component.onCompleted: settle()

                // Glides along the cells the rules' path walks, then to the new cell.
                function settle() {
                    // Called later (Qt.callLater), it may come after its board is gone.
                    if (typeof view === "undefined" || !view) return;
                    const moved = shownCell !== cellId || shownSpot !== spot;
                    const first = !shown;
                    shown = true;
                    const from = shownCell;
                    shownCell = cellId;
                    shownSpot = spot;
                    if (!moved || first || !view.animate || view.jumpNext || !home) {
                        glide.stop();
                        x = homeX;
                        y = homeY;
                        return;
                    }
                    const points = [Qt.point(x, y)];
                    for (let i = 0; i < path.length; ++i) {
                        const c = view.cellItem(path[i]);
                        if (!c || path[i] === cellId || path[i] === from) continue;
                        points.push(Qt.point(c.x + (c.width - view.cellSize) / 2, c.y + (c.height - view.cellSize) / 2));
                    }
                    points.push(Qt.point(homeX, homeY));
                    route.path = points;
                    glide.duration = Math.min(900, 160 * (points.length - 1) + 120) * Theme.animationScale;
                    glide.restart();
                }
                PathAnimation {
                    id: glide
                    target: piece
                    easing.type: Easing.InOutQuad
                    path: Path { PathPolyline { id: route } }
                }
            }
        }

        // The squares' numbers, above the pieces so that a piece never hides
        // one: small, on a chip of the square's colour.
        Repeater {
            model: view.session.board
            delegate: Rectangle {
                id: number
                required property int cellId
                required property string label
                required property int row
                required property int col
                readonly property Item cell: view.cellItem(cellId)
                objectName: "number_" + cellId
                // In the cell's top-left corner as seen, also on a board turned
                // across (whose corner seen top-left is the cell's bottom-left).
                x: cell ? cell.x + 2 : 0
                y: cell ? (view.across ? cell.y + cell.height - 2 : cell.y + 2) : 0
                z: 15
                visible: cell !== null && label.length > 0
                rotation: view.across ? -90 : 0
                transformOrigin: Item.TopLeft
                width: numberText.implicitWidth + 4
                height: view.numberChip
                radius: 3
                color: cell ? Qt.rgba(cell.color.r, cell.color.g, cell.color.b, 0.8) : "transparent"
                Text {
                    id: numberText
                    anchors.centerIn: parent
                    text: number.label
                    color: Theme.cellLabel
                    font.pixelSize: view.numberPixels
                }
            }
        }

        // Destinations, above the pieces: a ring that leaves a piece on the
        // square visible (a ship may go under one's own figure).
        Repeater {
            model: view.playMarks ? view.session.board : 0
            delegate: Item {
                id: mark
                required property int cellId
                required property int row
                required property int col
                required property int rowSpan
                required property int colSpan
                required property bool target
                required property var targetSpots
                x: col * view.cellSize
                y: row * view.cellSize
                width: colSpan * view.cellSize
                height: rowSpan * view.cellSize
                z: 20
                rotation: view.across ? -90 : 0
                visible: target && Theme.showLegalMoves
                Repeater {
                    model: mark.visible ? (mark.targetSpots.length > 0 ? mark.targetSpots : [-1]) : []
                    delegate: Rectangle {
                        required property var modelData
                        objectName: "target_" + mark.cellId
                        readonly property real spotX: modelData >= 0 ? modelData * view.cellSize : (mark.width - view.cellSize) / 2
                        x: spotX + view.cellSize * 0.18
                        y: (mark.height - view.cellSize * 0.64) / 2
                        width: view.cellSize * 0.64
                        height: width
                        radius: width / 2
                        color: Qt.rgba(Theme.target.r, Theme.target.g, Theme.target.b, 0.22)
                        border.color: Theme.target
                        border.width: Math.max(2, view.cellSize * 0.07)
                    }
                }
            }
        }

        // The analysis: each choice's exact value, above the pieces.
        Repeater {
            model: view.playMarks ? view.session.board : 0
            delegate: ValueMark {
                cellSize: view.cellSize
                across: view.across
            }
        }

        Rectangle {
            visible: view.cursorVisible && view.activeFocus
            x: view.cursorCol * view.cellSize
            y: view.cursorRow * view.cellSize
            width: view.cellSize
            height: view.cellSize
            color: "transparent"
            border.color: Theme.cursor
            border.width: 3
            radius: 4
            z: 30
            Rectangle {
                anchors.fill: parent
                anchors.margins: 3
                radius: 2
                color: "transparent"
                border.color: Theme.dark ? "#000000" : "#ffffff"
                border.width: 1
            }
        }
    }
}
