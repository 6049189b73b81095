import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Who starts, for games where either side may: one piece of each colour
// hidden in two closed hands; the hand picked shows the side that starts.
ThemedDialog {
    id: dialog

    property var sides: []
    // Asked when a hand is picked: 0 or 1, the side whose piece it held.
    property var draw: function() { return Math.random() < 0.5 ? 0 : 1; }
    property int picked: -1   // the hand picked: 0 left, 1 right
    property int starter: -1  // the side that starts

    signal drawn(int side)

    title: qsTr("Who starts?")
    modal: true
    focus: true  // takes the keyboard: Escape closes it
    closePolicy: Popup.CloseOnEscape
    anchors.centerIn: parent
    onAboutToShow: { picked = -1; starter = -1; }

    function pick(hand) {
        if (picked >= 0) return;
        starter = draw();
        picked = hand;
        reveal.restart();
    }
    function sideName(side) { return side >= 0 && sides.length > side ? sides[side].name : ""; }
    function pieceColour(hand) {
        const side = hand === picked ? starter : 1 - starter;
        return side >= 0 && sides.length > side ? sides[side].colour : "gray";
    }

    Timer {
        id: reveal
        interval: 1300
        onTriggered: { dialog.close(); dialog.drawn(dialog.starter); }
    }

    ColumnLayout {
        spacing: Theme.spacing
        Label {
            Layout.preferredWidth: 380
            wrapMode: Text.WordWrap
            text: dialog.picked < 0
                  ? (dialog.sides.length > 0 ? dialog.sides[0].phrases.hands : "")
                  : dialog.sides.length > dialog.starter && dialog.starter >= 0 ? dialog.sides[dialog.starter].phrases.startsDrawn : ""
            font.bold: dialog.picked >= 0
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.spacing * 3
            Repeater {
                model: [qsTr("Left hand"), qsTr("Right hand")]
                delegate: AbstractButton {
                    id: handButton
                    required property string modelData
                    required property int index
                    objectName: "hand_" + index
                    implicitWidth: 120
                    implicitHeight: 120
                    focusPolicy: Qt.StrongFocus
                    Accessible.role: Accessible.Button
                    Accessible.name: modelData
                    onClicked: dialog.pick(index)
                    contentItem: ClosedHand {
                        mirrored: handButton.index === 1
                        open: dialog.picked >= 0
                        pieceColour: dialog.pieceColour(handButton.index)
                        opacity: dialog.picked < 0 || dialog.picked === handButton.index ? 1 : 0.45
                    }
                    background: Rectangle {
                        radius: Theme.radius
                        color: handButton.hovered || handButton.activeFocus ? Theme.surface : "transparent"
                        border.color: handButton.activeFocus || dialog.picked === handButton.index ? Theme.accent : "transparent"
                        border.width: 2
                    }
                }
            }
        }
    }
}
