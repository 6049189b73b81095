import QtQuick

// A closed fist seen from above, drawn from plain shapes; opened, it shows
// the pawn it held.
Item {
    id: hand

    property bool open: false
    property color pieceColour: "gray"
    property bool mirrored: false
    readonly property color skin: Theme.dark ? "#b98a63" : "#c99a70"
    readonly property color crease: Qt.darker(skin, 1.35)

    implicitWidth: 110
    implicitHeight: 110
    transform: Scale { origin.x: hand.width / 2; xScale: hand.mirrored ? -1 : 1 }

    // The palm, and on top of it four knuckles and the thumb folded across.
    Rectangle {
        id: palm
        x: hand.width * 0.12
        y: hand.height * 0.3
        width: hand.width * 0.76
        height: hand.height * 0.62
        radius: width * 0.3
        color: hand.skin
        border.color: hand.crease
        border.width: 2
    }
    Row {
        x: palm.x + palm.width * 0.04
        y: hand.height * 0.14
        spacing: -palm.width * 0.02
        opacity: hand.open ? 0 : 1
        Behavior on opacity { NumberAnimation { duration: 250 } }
        Repeater {
            model: 4
            Rectangle {
                width: palm.width * 0.25
                height: hand.height * 0.3
                radius: width / 2
                color: hand.skin
                border.color: hand.crease
                border.width: 2
            }
        }
    }
    Rectangle {
        x: palm.x - hand.width * 0.08
        y: palm.y + palm.height * 0.35
        width: palm.width * 0.62
        height: hand.height * 0.2
        radius: height / 2
        rotation: -18
        color: hand.skin
        border.color: hand.crease
        border.width: 2
        opacity: hand.open ? 0 : 1
        Behavior on opacity { NumberAnimation { duration: 250 } }
    }
    // The pawn it held.
    Rectangle {
        anchors.centerIn: palm
        width: palm.width * 0.5
        height: width
        radius: width / 2
        color: hand.pieceColour
        border.color: Theme.pieceOutline
        border.width: 2
        scale: hand.open ? 1 : 0.2
        opacity: hand.open ? 1 : 0
        Behavior on scale { NumberAnimation { duration: 300; easing.type: Easing.OutBack } }
        Behavior on opacity { NumberAnimation { duration: 200 } }
    }
}
