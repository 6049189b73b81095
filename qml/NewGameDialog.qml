import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// New game: the variant, and for each side a human or a computer level.
Dialog {
    id: dialog

    property string gameId: ""
    property string gameName: ""
    property var variants: []
    property var sides: []
    property var levels: []
    property string error: ""

    signal startRequested(string gameId, string variant, var seats)

    title: qsTr("New game of %1").arg(gameName)
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent

    readonly property var seatChoices: [qsTr("Human")].concat(levels.map(l => qsTr("Computer — %1").arg(l)))
    function seatValue(index) { return index === 0 ? "human" : levels[index - 1]; }

    ColumnLayout {
        spacing: Theme.spacing
        Label {
            visible: dialog.variants.length > 0
            text: qsTr("Variant")
        }
        ComboBox {
            id: variantBox
            visible: dialog.variants.length > 0
            Layout.fillWidth: true
            model: dialog.variants.map(v => v.name)
            Accessible.name: qsTr("Variant")
        }
        Repeater {
            id: seatRows
            model: dialog.sides
            delegate: RowLayout {
                required property var modelData
                required property int index
                property alias choice: box.currentIndex
                Label { text: modelData.name; Layout.preferredWidth: 80 }
                ComboBox {
                    id: box
                    Layout.fillWidth: true
                    model: dialog.seatChoices
                    currentIndex: index === 1 ? 2 : 0  // you against the computer (medium)
                    Accessible.name: qsTr("%1 is played by").arg(modelData.name)
                }
            }
        }
        Label {
            visible: dialog.error.length > 0
            text: dialog.error
            color: Theme.danger
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 360
        }
    }

    onAccepted: {
        const seats = [];
        for (let i = 0; i < seatRows.count; ++i) seats.push(seatValue(seatRows.itemAt(i).choice));
        const variant = dialog.variants.length > 0 ? dialog.variants[variantBox.currentIndex].id : "";
        startRequested(gameId, variant, seats);
    }
}
