import QtQuick
import QtQuick.Controls
import Djed.Models

// The one board view of every game: cells at their sites (a grid's squares
// and spans, or a free board's tiles, holes, images and areas, with its art
// and lines), markers from the plugin's geometry, pieces from the session's
// snapshot. It knows no rules: clicks go to the session, which answers with
// what lights up.
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
    // The board's size in board units (a grid square is one).
    readonly property real boardWidth: Math.max(1, session.board.boardWidth)
    readonly property real boardHeight: Math.max(1, session.board.boardHeight)
    // Much taller than wide (Seti): what reads better across, if the game allows.
    readonly property bool tall: session.board.mayTurn && boardHeight > 2 * boardWidth
    readonly property real shownCols: across ? boardHeight : boardWidth
    readonly property real shownRows: across ? boardWidth : boardHeight
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
    // The keyboard's cursor: a cell and the spot within a spanning one.
    property int cursorCell: session.board.noCell
    property int cursorSpot: -1
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
    // Every cell item, in the model's order.
    function cellItems() {
        const out = [];
        for (let i = 0; i < cells.count; ++i)
            if (cells.itemAt(i)) out.push(cells.itemAt(i));
        return out;
    }
    // The cell and spot under (x, y) of `item`, as the model's hit test says.
    function hitAt(item, x, y) {
        const p = item.mapToItem(area, x, y);
        return session.board.hitAt(p.x / cellSize, p.y / cellSize);
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
    // The keyboard cursor on the first piece the player may move (a new
    // game), else on the first cell.
    function cursorToFirstSelectable() {
        const all = cellItems();
        const first = all.find(c => c.selectable) ?? all[0];
        if (!first) return;
        cursorCell = first.cellId;
        cursorSpot = first.spots > 1 ? 0 : -1;
    }
    function activate() {
        if (cursorCell !== session.board.noCell) session.clickCell(cursorCell, cursorSpot);
    }
    // The cursor's box on the board, in pixels of the board's area.
    readonly property var cursorBox: {
        cells.made;
        const b = session.board.cursorBox(cursorCell, cursorSpot);
        return Qt.rect(b.x * cellSize, b.y * cellSize, b.width * cellSize, b.height * cellSize);
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
        // The cursor moves as the arrows point on the screen, to the
        // nearest cell that way: on a board lying across, the first row is
        // on the right.
        const step = (dx, dy) => {
            if (cursorCell === session.board.noCell) {
                cursorToFirstSelectable();
                return;
            }
            const to = session.board.cursorStep(cursorCell, cursorSpot, dx, dy);
            cursorCell = to.cellId;
            cursorSpot = to.spot;
        };
        if (event.key === Qt.Key_Left) across ? step(0, 1) : step(-1, 0);
        else if (event.key === Qt.Key_Right) across ? step(0, -1) : step(1, 0);
        else if (event.key === Qt.Key_Up) across ? step(-1, 0) : step(0, -1);
        else if (event.key === Qt.Key_Down) across ? step(1, 0) : step(0, 1);
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
            activate();
        else handled = false;
        if (handled) cursorVisible = true;
        event.accepted = handled;
    }

    Item {
        id: area
        width: view.cellSize * view.boardWidth
        height: view.cellSize * view.boardHeight
        anchors.centerIn: parent
        rotation: view.across ? 90 : 0

        // A free board's art under everything (the coiled snake, the palm tree).
        Image {
            objectName: "boardArt"
            anchors.fill: parent
            visible: view.session.board.art.length > 0
            source: visible ? view.session.board.art : ""
            sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
            // The game's colours, dimmed in the dark theme so that the
            // board does not glare beside the rest.
            Rectangle {
                anchors.fill: parent
                visible: Theme.dark
                color: Theme.background
                opacity: 0.4
            }
        }
        // Its lines over the art: the course of a track, and its shortcuts
        // with an arrow where they lead.
        Canvas {
            id: lines
            objectName: "boardLines"
            anchors.fill: parent
            visible: view.session.board.lines.length > 0
            readonly property var shown: view.session.board.lines
            readonly property real unit: view.cellSize
            onShownChanged: requestPaint()
            onUnitChanged: requestPaint()
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d");
                ctx.reset();
                for (const line of shown) {
                    const shortcut = line.style === "shortcut";
                    const pts = line.points.map(p => Qt.point(p.x * unit, p.y * unit));
                    if (pts.length < 2) continue;
                    ctx.strokeStyle = shortcut ? Theme.shortcutLine : Theme.trackLine;
                    ctx.fillStyle = ctx.strokeStyle;
                    ctx.lineWidth = Math.max(1.5, unit * (shortcut ? 0.06 : 0.05));
                    ctx.lineCap = "round";
                    ctx.lineJoin = "round";
                    ctx.beginPath();
                    ctx.moveTo(pts[0].x, pts[0].y);
                    for (let i = 1; i < pts.length; ++i) ctx.lineTo(pts[i].x, pts[i].y);
                    ctx.stroke();
                    if (!shortcut) continue;
                    // The arrow's head, on the line just short of the cell it leads to.
                    const a = pts[pts.length - 2], b = pts[pts.length - 1];
                    const angle = Math.atan2(b.y - a.y, b.x - a.x);
                    const size = unit * 0.22;
                    const tip = Qt.point(b.x - Math.cos(angle) * unit * 0.42, b.y - Math.sin(angle) * unit * 0.42);
                    ctx.beginPath();
                    ctx.moveTo(tip.x, tip.y);
                    ctx.lineTo(tip.x - size * Math.cos(angle - 0.45), tip.y - size * Math.sin(angle - 0.45));
                    ctx.lineTo(tip.x - size * Math.cos(angle + 0.45), tip.y - size * Math.sin(angle + 0.45));
                    ctx.closePath();
                    ctx.fill();
                }
            }
        }

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
                required property int crowd
                required property int crowdSize
                // A piece fills a grid square, or the smaller side of its site.
                size: home ? Math.min(view.cellSize, Math.min(home.siteWidth, home.siteHeight) * view.cellSize) : view.cellSize
                rotation: view.across ? -90 : 0
                sides: view.session.sides
                readonly property Item home: { view.session.pieces.count; return view.cellItem(cellId); }
                // An area's pieces stand in its middle, clear of its number and
                // caption: they keep their whole size, as small as a card draws them.
                readonly property bool inArea: home !== null && home.shape === "area"
                topRoom: home && home.label.length > 0 && !inArea ? view.numberRoom : 0
                bottomRoom: home && !inArea ? home.captionRoom : 0
                // In an area, side by side (and in rows where they do not fit).
                readonly property int perRow: home ? Math.max(1, Math.floor(home.width / size)) : 1
                readonly property real crowdX: inArea && crowdSize > 1
                                               ? (crowd % perRow - (Math.min(crowdSize, perRow) - 1) / 2) * size : 0
                readonly property real crowdY: inArea && crowdSize > perRow
                                               ? (Math.floor(crowd / perRow) - (Math.ceil(crowdSize / perRow) - 1) / 2) * size * 0.8 : 0
                readonly property real homeX: !home ? 0 : home.x + crowdX + (spot >= 0 && home.spots > 1 ? spot * view.cellSize
                                                                                              : (home.width - size) / 2)
                readonly property real homeY: !home ? 0 : home.y + crowdY + (home.height - size) / 2
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
                        points.push(Qt.point(c.x + (c.width - size) / 2, c.y + (c.height - size) / 2));
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
                required property real siteX
                required property real siteY
                required property real siteWidth
                required property real siteHeight
                required property bool target
                required property var targetSpots
                x: siteX * view.cellSize
                y: siteY * view.cellSize
                width: siteWidth * view.cellSize
                height: siteHeight * view.cellSize
                // A ring as large as the site allows, at most a grid square's.
                readonly property real ring: Math.min(view.cellSize, width, height)
                z: 20
                rotation: view.across ? -90 : 0
                visible: target && Theme.showLegalMoves
                Repeater {
                    model: mark.visible ? (mark.targetSpots.length > 0 ? mark.targetSpots : [-1]) : []
                    delegate: Rectangle {
                        required property var modelData
                        objectName: "target_" + mark.cellId
                        readonly property real spotX: modelData >= 0 ? modelData * view.cellSize : (mark.width - mark.ring) / 2
                        x: spotX + mark.ring * 0.18
                        y: (mark.height - mark.ring * 0.64) / 2
                        width: mark.ring * 0.64
                        height: width
                        radius: width / 2
                        color: Qt.rgba(Theme.target.r, Theme.target.g, Theme.target.b, 0.22)
                        border.color: Theme.target
                        border.width: Math.max(2, mark.ring * 0.07)
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
            objectName: "cursor"
            visible: view.cursorVisible && view.activeFocus && view.cursorCell !== view.session.board.noCell
            x: view.cursorBox.x
            y: view.cursorBox.y
            width: view.cursorBox.width
            height: view.cursorBox.height
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
