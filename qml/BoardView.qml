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

    readonly property real cellSize: Math.max(1, Math.min(width / session.cols, height / session.rows))
    property int cursorRow: 0
    property int cursorCol: 0
    property bool cursorVisible: false
    // Pieces glide to new cells, but not while the board first lays out.
    property bool animate: false
    Timer {
        interval: 400
        running: true
        onTriggered: view.animate = true
    }

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("%1 board").arg(session.gameName)
    activeFocusOnTab: true

    function cellItem(id) {
        for (let i = 0; i < cells.count; ++i) {
            const item = cells.itemAt(i);
            if (item && item.cellId === id) return item;
        }
        return null;
    }
    function cellAt(row, col) {
        for (let i = 0; i < cells.count; ++i) {
            const item = cells.itemAt(i);
            if (item && row >= item.row && row < item.row + item.rowSpan && col >= item.col && col < item.col + item.colSpan)
                return item;
        }
        return null;
    }
    function activate(row, col) {
        const item = cellAt(row, col);
        if (item) session.clickCell(item.cellId, item.spots > 1 ? col - item.col : -1);
    }

    Keys.onPressed: event => {
        if (!interactive) return;
        let handled = true;
        if (event.key === Qt.Key_Left) cursorCol = Math.max(0, cursorCol - 1);
        else if (event.key === Qt.Key_Right) cursorCol = Math.min(session.cols - 1, cursorCol + 1);
        else if (event.key === Qt.Key_Up) cursorRow = Math.max(0, cursorRow - 1);
        else if (event.key === Qt.Key_Down) cursorRow = Math.min(session.rows - 1, cursorRow + 1);
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

        Repeater {
            id: cells
            model: view.session.board
            delegate: BoardCell {
                cellSize: view.cellSize
                glyphFont: view.glyphFont
                interactive: view.interactive
                onClickedAt: spot => view.session.clickCell(cellId, spot)
            }
        }

        Repeater {
            model: view.session.pieces
            delegate: Piece {
                id: piece
                required property int index
                size: view.cellSize
                sides: view.session.sides
                readonly property Item home: { view.session.pieces.count; return view.cellItem(cellId); }
                x: !home ? 0 : home.x + (spot >= 0 && home.spots > 1 ? spot * view.cellSize
                                                                      : (home.width - view.cellSize) / 2)
                y: !home ? 0 : home.y + (home.height - view.cellSize) / 2
                Behavior on x { enabled: view.animate; NumberAnimation { duration: 280; easing.type: Easing.InOutQuad } }
                Behavior on y { enabled: view.animate; NumberAnimation { duration: 280; easing.type: Easing.InOutQuad } }
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
        }
    }
}
