import QtQuick
import QtQuick.Controls

// A piece: the picture its game draws for it, or a disc in its side's
// colour when the game has none. A piece standing on another (level 1) is
// drawn above and a little higher; a piece that may not move now wears a ring,
// and the piece a turn under way is moving a ring in the selection colour.
Item {
    id: piece

    required property int cellId
    required property int owner
    required property string image
    required property string name
    required property int spot
    required property int level
    required property bool frozen
    required property bool active
    property real size: 40
    property var sides: []
    // Room the piece leaves its cell's number above it and its printed name
    // below it, so that neither is ever under the piece.
    property real topRoom: 0
    property real bottomRoom: 0

    objectName: "piece_" + cellId + (level > 0 ? "_" + level : "")
    readonly property color colour: sides.length > owner ? sides[owner].colour : "gray"
    width: size
    height: size
    z: 1 + level

    Accessible.role: Accessible.Graphic
    Accessible.name: name

    // The game's name for the piece, on hover; clicks go through to the cell.
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && name.length > 0
    ToolTip.text: name
    ToolTip.delay: 600

    Item {
        id: body
        anchors.fill: parent
        anchors.bottomMargin: piece.bottomRoom + (piece.level > 0 ? piece.size * 0.22 : 0)
        anchors.topMargin: piece.topRoom + (piece.level > 0 ? -piece.size * 0.02 : 0)

        Image {
            id: picture
            objectName: "pieceImage"
            anchors.centerIn: parent
            width: Math.max(1, Math.min(parent.width * 0.9, parent.height - piece.size * 0.02))
            height: width
            visible: piece.image.length > 0
            source: piece.image
            sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
            smooth: true
        }
        Rectangle {
            visible: piece.image.length === 0
            anchors.centerIn: parent
            width: Math.min(parent.width, parent.height) * 0.62
            height: width
            radius: width / 2
            color: piece.colour
            border.color: Theme.pieceOutline
            border.width: 2
        }
    }
    // Being moved by the turn under way.
    Rectangle {
        objectName: "activeRing"
        visible: piece.active
        anchors.centerIn: parent
        width: piece.size * 0.84
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.selection
        border.width: Math.max(3, piece.size * 0.08)
    }
    // May not be moved now.
    Rectangle {
        visible: piece.frozen
        anchors.centerIn: parent
        width: piece.size * 0.8
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.frozen
        border.width: Math.max(2, piece.size * 0.06)
    }
}
