import QtQuick
import QtQuick.Controls

// One cell of the board view, drawn at its site: a tile (a grid square, or a
// spanning cell with a spot per grid column), a round hole, one of the
// game's images, or an area off the track. Colours say what the session
// says: selectable, selected, a destination, part of the last turn; markers
// carry their hieroglyphs.
Rectangle {
    id: cell

    required property int cellId
    required property string label
    required property real siteX
    required property real siteY
    required property real siteWidth
    required property real siteHeight
    required property string shape
    required property string siteImage
    required property int shade
    required property int spots
    required property var markers
    required property bool selectable
    required property bool selected
    required property bool target
    required property var targetSpots
    required property bool lastTurn
    required property int lastTurnPart
    required property bool hint
    required property bool hintTo
    required property bool decisive
    property real cellSize: 40
    property string glyphFont: ""
    property bool interactive: true

    // A click at (x, y) in this cell's coordinates; the board view asks the
    // model which cell and spot that is.
    signal clickedAt(real x, real y)
    // A piece dragged from this cell: how far it is now, and where it was
    // let go (in this cell's coordinates).
    signal dragMoved(real dx, real dy)
    signal droppedAt(real x, real y)

    objectName: "cell_" + cellId
    readonly property var marker: markers.length > 0 ? markers[0] : null
    readonly property string markerName: markers.map(m => m.name).filter(n => n.length > 0).join(", ")
    // What is printed at the foot of the cell: the names a game wants seen
    // there (Marker::name_on_cell); a start row's (tone side) never.
    readonly property string printedName: markers.filter(m => m.nameOnCell && m.tone !== "side")
                                                 .map(m => m.name).filter(n => n.length > 0).join(", ")

    readonly property bool round: shape === "hole"
    x: siteX * cellSize + 1
    y: siteY * cellSize + 1
    width: siteWidth * cellSize - 2
    height: siteHeight * cellSize - 2
    radius: round ? Math.min(width, height) / 2 : Math.min(6, cellSize / 8)
    color: {
        if (marker && marker.tone === "warm") return Theme.warmCell;
        if (marker && marker.tone === "cool") return Theme.coolCell;
        if (marker && marker.tone === "side") return marker.side === 0 ? Theme.firstSideCell : Theme.secondSideCell;
        // The game's image is the cell; a hole is dug into the board.
        if (shape === "image") return "transparent";
        if (round) return Theme.hole;
        if (shape === "area") return Theme.area;
        return shade === 0 ? Theme.cellA : Theme.cellB;
    }
    // The game's picture is the cell's edge, unless a frame must show.
    border.width: selected ? 4 : lastTurn ? 3 : shape === "image" ? 0 : 1
    border.color: selected ? Theme.selection : lastTurnPart === 2 ? Theme.lastTurnOther
                                                 : lastTurn ? Theme.lastTurn : Theme.cellBorder

    Accessible.role: Accessible.Cell
    Accessible.name: label + (markerName.length > 0 ? " — " + markerName : "") + (target ? ", " + qsTr("destination") : "") + (hintTo ? ", " + qsTr("suggested destination") : hint ? ", " + qsTr("suggested") : "")

    // The marks of play (selectable, the other half of the last turn, the
    // squares that decided, the hint), under the cell's hieroglyph and name:
    // made only while one shows, so that a board of many squares is quick
    // to make.
    Loader {
        anchors.fill: parent
        active: (cell.selectable && !cell.selected) || (cell.lastTurnPart === 2 && !cell.selected) || cell.decisive
                || cell.hint || cell.hintTo
        sourceComponent: Item {
            Rectangle {
                anchors.fill: parent
                radius: cell.radius
                color: Theme.selection
                opacity: cell.selectable && !cell.selected ? 0.12 : 0
            }
            // The second half of the last turn: a second frame, so that the halves
            // differ in shape as well as colour.
            Rectangle {
                objectName: "otherHalfMark"
                anchors.fill: parent
                anchors.margins: 5
                radius: cell.radius
                visible: cell.lastTurnPart === 2 && !cell.selected
                color: "transparent"
                border.width: 2
                border.color: Theme.lastTurnOther
            }
            // The squares that decided a finished game: a glow in the accent colour.
            Rectangle {
                objectName: "decisiveMark"
                anchors.fill: parent
                radius: cell.radius
                visible: cell.decisive
                color: Theme.accent
                opacity: 0.35
                border.width: Math.max(3, cell.cellSize * 0.07)
                border.color: Theme.accent
            }
            // A suggested turn (the hint): a thin frame on the squares it walks
            // over, a full one, tinted, where it puts a piece.
            Rectangle {
                objectName: "hintMark"
                anchors.fill: parent
                anchors.margins: Math.max(3, cell.cellSize * 0.06)
                radius: cell.radius
                visible: cell.hint || cell.hintTo
                color: cell.hintTo ? Qt.rgba(Theme.hint.r, Theme.hint.g, Theme.hint.b, 0.22) : "transparent"
                opacity: cell.hintTo ? 1 : 0.55
                border.width: cell.hintTo ? Math.max(3, cell.cellSize * 0.07) : Math.max(1, cell.cellSize * 0.025)
                border.color: Theme.hint
            }
        }
    }

    Image {
        anchors.fill: parent
        visible: cell.shape === "image" && cell.siteImage.length > 0
        source: visible ? cell.siteImage : ""
        sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
        z: -1
    }

    // The square's number is drawn by the board view, above the pieces.
    Text {
        anchors.centerIn: parent
        // Between the number in the corner and the name at the foot.
        anchors.verticalCenterOffset: (cell.cellSize * 0.2 - cell.captionRoom) / 2
        visible: cell.marker !== null && cell.marker.glyphs.length > 0
        text: cell.marker ? (cell.glyphFont.length > 0 ? cell.marker.glyphs : "") : ""
        font.family: cell.glyphFont
        font.pixelSize: cell.cellSize * 0.34
        width: cell.width * 0.92
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 6
        color: Theme.glyph
        opacity: 0.85
    }
    // How much of the cell's foot its printed name takes: a piece on the
    // cell stands above it.
    readonly property real captionRoom: caption.visible ? caption.contentHeight + caption.anchors.bottomMargin : 0
    Text {
        id: caption
        objectName: "caption"
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 2
        // A start row's name is in its colour and tooltip: pieces stand on it.
        visible: cell.printedName.length > 0 && cell.width > cell.cellSize * 0.9 && cell.cellSize > 56
        text: cell.printedName
        // A long name ("King of Upper and Lower Egypt") takes two lines and
        // a smaller size rather than losing its end.
        width: parent.width - 4
        height: cell.cellSize * 0.26
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignBottom
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        fontSizeMode: Text.Fit
        minimumPixelSize: 6
        font.pixelSize: Math.max(7, cell.cellSize * 0.11)
        color: Theme.cellLabel
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        enabled: cell.interactive
        hoverEnabled: true
        cursorShape: cell.selectable || cell.target ? Qt.PointingHandCursor : Qt.ArrowCursor
        property point pressedAt
        property bool dragging: false
        property bool dropped: false
        onPressed: m => { pressedAt = Qt.point(m.x, m.y); dragging = false; dropped = false; }
        onPositionChanged: m => {
            if (!pressed) return;
            const dx = m.x - pressedAt.x, dy = m.y - pressedAt.y;
            if (!dragging && cell.selectable && Math.hypot(dx, dy) > cell.cellSize * 0.15) dragging = true;
            if (dragging) cell.dragMoved(dx, dy);
        }
        onReleased: m => {
            if (!dragging) return;
            dragging = false;
            dropped = true;
            cell.droppedAt(m.x, m.y);
        }
        onCanceled: if (dragging) { dragging = false; cell.dragMoved(0, 0); }
        onClicked: m => {
            if (dropped) return;  // a drag let go on its own cell: no click
            cell.clickedAt(m.x, m.y);
        }
        ToolTip.visible: containsMouse && !pressed && cell.markerName.length > 0
        ToolTip.text: cell.markerName
        ToolTip.delay: 600
    }
}
