import QtQuick
import QtQuick.Controls

// A dialog in the theme's colours, also after the theme changed.
Dialog {
    id: dialog
    Component.onCompleted: Theme.paintPopup(dialog)
    Connections {
        target: Theme
        function onDarkChanged() { Theme.paintPopup(dialog); }
    }
}
