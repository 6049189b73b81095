import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The dice of the state: each die with its name; a short roll when they change.
RowLayout {
    id: panel

    property var dice: []
    spacing: Theme.spacing

    Repeater {
        model: panel.dice
        delegate: ColumnLayout {
            id: die
            required property var modelData
            required property int index
            spacing: 2
            Rectangle {
                id: face
                Layout.alignment: Qt.AlignHCenter
                width: 52
                height: 52
                radius: 8
                color: Theme.surface
                border.color: Theme.surfaceBorder
                border.width: 2
                Accessible.role: Accessible.StaticText
                Accessible.name: die.modelData.name + ": " + die.modelData.value
                Text {
                    objectName: "die_" + die.index
                    anchors.centerIn: parent
                    text: die.modelData.value
                    font.pixelSize: 28
                    font.bold: true
                    color: Theme.text
                }
                RotationAnimation on rotation {
                    id: roll
                    from: -180
                    to: 0
                    duration: 350 * Theme.animationScale
                    easing.type: Easing.OutBack
                }
            }
            Label {
                Layout.alignment: Qt.AlignHCenter
                text: die.modelData.name
                color: Theme.mutedText
                font.pixelSize: Theme.bodySize - 2
            }
        }
    }
}
