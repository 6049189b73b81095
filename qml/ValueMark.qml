import QtQuick

// The analysis' mark on a cell: the exact value its choices reach at best
// for the side to move, a disc in the top-right corner (a win in N green, a
// draw neutral, a loss in N red) with N written, above the pieces.
Item {
    id: mark

    required property int cellId
    required property real siteX
    required property real siteY
    required property real siteWidth
    required property string valueKind
    required property int valueTurns
    required property string valueText
    required property int valueSpot
    property real cellSize: 40
    property bool across: false

    objectName: "value_" + cellId
    visible: valueKind.length > 0
    // In the cell's top-right corner as seen (on a board turned across, the
    // cell's top-left); on a spanning cell, at the column of the piece or
    // destination valued.
    readonly property real size: Math.max(14, cellSize * 0.34)
    readonly property real lastCol: valueSpot >= 0 && valueSpot < siteWidth ? siteX + valueSpot : siteX + siteWidth - 1
    x: across ? siteX * cellSize + 2 : (lastCol + 1) * cellSize - size - 2
    y: siteY * cellSize + 2
    width: size
    height: size
    z: 25
    rotation: across ? -90 : 0

    Accessible.role: Accessible.StaticText
    Accessible.name: valueText

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: mark.valueKind === "win" ? Theme.valueWin : mark.valueKind === "loss" ? Theme.valueLoss : Theme.valueDraw
        border.color: Theme.pieceOutline
        border.width: 1
    }
    Text {
        objectName: "valueLabel_" + mark.cellId
        anchors.centerIn: parent
        text: mark.valueKind === "draw" ? "=" : String(mark.valueTurns)
        color: mark.valueKind === "draw" ? Theme.text : "#ffffff"
        font.pixelSize: mark.size * (text.length > 2 ? 0.45 : 0.6)
        font.bold: true
    }
}
