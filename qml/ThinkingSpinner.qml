import QtQuick

// The computer is thinking: eight dots in a ring, the bright one going round.
// Plain items animated on the GUI thread, so it shows on every renderer (the
// style's BusyIndicator drew nothing on a software-rendered screen).
Item {
    id: spinner
    property bool running: false
    property color color: Theme.accent
    property real phase: 0
    implicitWidth: 28
    implicitHeight: 28

    NumberAnimation on phase {
        running: spinner.running && spinner.visible
        from: 0
        to: 8
        duration: 1000
        loops: Animation.Infinite
    }
    Repeater {
        model: 8
        Rectangle {
            required property int index
            readonly property real angle: index * Math.PI / 4
            readonly property real size: spinner.width / 5
            // How far behind the bright dot this one is, 0 to 8.
            readonly property real behind: (spinner.phase - index + 8) % 8
            width: size
            height: size
            radius: size / 2
            color: spinner.color
            opacity: 0.2 + 0.8 * Math.max(0, 1 - behind / 6)
            x: spinner.width / 2 + (spinner.width / 2 - size / 2) * Math.sin(angle) - size / 2
            y: spinner.height / 2 - (spinner.height / 2 - size / 2) * Math.cos(angle) - size / 2
        }
    }
}
