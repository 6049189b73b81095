import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The dice of the state: each die with its name; thrown in when they change.
// A die that counts pieces shows the piece that many times (an empty face
// for 0); other dice show their number.
RowLayout {
    id: panel

    property var dice: []
    // The dice of a throw already played: faded, not thrown in again.
    property bool past: false
    spacing: Theme.spacing
    opacity: past ? 0.6 : 1
    // Room above for the dice to drop into, so that they never fly over
    // the lines above the panel.
    Layout.topMargin: 10

    Repeater {
        model: panel.dice
        delegate: ColumnLayout {
            id: die
            required property var modelData
            required property int index
            spacing: 2
            Rectangle {
                id: face
                objectName: "dieFace_" + die.index
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
                    visible: !die.modelData.image
                    text: die.modelData.value
                    font.pixelSize: 28
                    font.bold: true
                    color: Theme.text
                }
                // Pieces as pips: up to four, in a square of two by two.
                Grid {
                    objectName: "diePips_" + die.index
                    anchors.centerIn: parent
                    visible: !!die.modelData.image
                    columns: die.modelData.value > 1 ? 2 : 1
                    spacing: 1
                    Repeater {
                        model: die.modelData.image ? die.modelData.value : 0
                        delegate: Image {
                            source: die.modelData.image
                            width: die.modelData.value > 1 ? 22 : 34
                            height: width
                            sourceSize: Qt.size(width * 2, height * 2)
                        }
                    }
                }
                // Thrown: the die drops in tumbling and bounces to rest (none
                // when animations are off: the durations are then 0).
                transform: Translate { id: drop; y: 0 }
                ParallelAnimation {
                    running: !panel.past
                    RotationAnimation {
                        target: face
                        from: -200 - 90 * die.index
                        to: 0
                        duration: 420 * Theme.animationScale
                        easing.type: Easing.OutCubic
                    }
                    NumberAnimation {
                        target: drop
                        property: "y"
                        from: -10
                        to: 0
                        duration: 420 * Theme.animationScale
                        easing.type: Easing.OutBounce
                    }
                    NumberAnimation {
                        target: face
                        property: "scale"
                        from: 0.5
                        to: 1
                        duration: 300 * Theme.animationScale
                        easing.type: Easing.OutBack
                    }
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
