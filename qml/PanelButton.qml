import QtQuick
import QtQuick.Controls

// A button of the game screen's panel: a click does not take the keyboard
// from the board (the arrows go on moving its cursor), Tab still reaches it.
Button {
    focusPolicy: Qt.TabFocus
}
