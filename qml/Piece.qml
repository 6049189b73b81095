import QtQuick

// A piece: a disc in its side's colour; Seti figures carry their letter, a
// death-ship is a boat under them; a frozen pawn wears a ring.
Item {
    id: piece

    required property int cellId
    required property int owner
    required property string kind
    required property bool onShip
    required property int spot
    required property bool frozen
    property real size: 40
    property var sides: []

    objectName: "piece_" + cellId
    readonly property color colour: sides.length > owner ? sides[owner].colour : "gray"
    width: size
    height: size
    z: kind === "ship" ? 1 : 2

    Accessible.role: Accessible.Graphic
    Accessible.name: (sides.length > owner ? sides[owner].name + " " : "") + kind + (onShip ? " on a death-ship" : "")

    // A death-ship (alone, or under a figure).
    Rectangle {
        visible: piece.kind === "ship" || piece.onShip
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: piece.size * 0.08
        width: piece.size * 0.86
        height: piece.size * 0.28
        radius: height / 2
        color: Qt.darker(piece.colour, 1.25)
        border.color: Theme.pieceOutline
        border.width: 1
    }
    Rectangle {
        visible: piece.kind !== "ship"
        anchors.centerIn: parent
        anchors.verticalCenterOffset: piece.onShip ? -piece.size * 0.1 : 0
        width: piece.size * 0.62
        height: width
        radius: width / 2
        color: piece.colour
        border.color: piece.frozen ? Theme.frozen : Theme.pieceOutline
        border.width: piece.frozen ? 4 : 2
        Text {
            anchors.centerIn: parent
            text: piece.kind === "pharao" ? "P" : piece.kind === "priest" ? "H" : ""
            font.bold: true
            font.pixelSize: piece.size * 0.3
            color: Qt.colorEqual(piece.colour, "white") || piece.colour.hslLightness > 0.6 ? "#2e2418" : "white"
        }
    }
}
