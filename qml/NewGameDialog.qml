import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// New game: the variant, for each side a human or a computer level, and who
// starts: as the rules say, or, where either side may, drawn or chosen.
ThemedDialog {
    id: dialog

    property string gameId: ""
    property string gameName: ""
    property var variants: []
    property var sides: []
    property var levels: []
    // Asked for the levels of the chosen variant (`perfect` where the game's
    // solved table is there); without it, `levels`.
    property var launcher: null
    readonly property string variantId: variants.length > 0 && variantBox.currentIndex >= 0 ? variants[variantBox.currentIndex].id : ""
    readonly property var offeredLevels: launcher ? launcher.levelsFor(gameId, variantId) : levels
    property bool eitherSideStarts: false
    property int firstSide: 0
    property string error: ""
    // The players offered first: "human" or a level per side (remembered per game).
    property var seats: ["human", "medium"]
    // The variant shown first (the one last played), by id.
    property string variant: ""
    function seatIndex(value) { return value === "human" ? 0 : Math.max(0, offeredLevels.indexOf(value) + 1); }

    // first: 0 or 1, -1 as the rules say, kDrawFirst to draw it.
    readonly property int kDrawFirst: -2
    signal startRequested(string gameId, string variant, var seats, int first)

    title: qsTr("New game of %1").arg(gameName)
    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    // Wide enough for the longest choice ("Computer — medium", "Drawn: pick
    // one of two closed hands"), in every language, where the window allows.
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 480, 480)

    readonly property var seatChoices: [qsTr("Human")].concat(offeredLevels.map(l => qsTr("Computer — %1").arg(Theme.levelName(l))))
    function seatValue(index) { return index === 0 ? "human" : offeredLevels[index - 1]; }

    ColumnLayout {
        width: dialog.availableWidth
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
            currentIndex: Math.max(0, dialog.variants.findIndex(v => v.id === dialog.variant))
            Accessible.name: qsTr("Variant")
        }
        Repeater {
            id: seatRows
            model: dialog.sides
            delegate: RowLayout {
                required property var modelData
                required property int index
                property alias choice: box.currentIndex
                Layout.fillWidth: true
                Label { text: modelData.name; Layout.preferredWidth: 80 }
                ComboBox {
                    id: box
                    Layout.fillWidth: true
                    model: dialog.seatChoices
                    currentIndex: dialog.seatIndex(dialog.seats[index])
                    Accessible.name: modelData.phrases.playedBy
                }
            }
        }
        Label { text: qsTr("Who starts") }
        ComboBox {
            id: firstBox
            visible: dialog.eitherSideStarts
            Layout.fillWidth: true
            model: [qsTr("Drawn: pick one of two closed hands")].concat(
                       dialog.sides.map(s => s.phrases.starts))
            Accessible.name: qsTr("Who starts")
        }
        Label {
            visible: !dialog.eitherSideStarts
            text: dialog.sides.length > dialog.firstSide ? dialog.sides[dialog.firstSide].phrases.startsByRule : ""
            color: Theme.mutedText
        }
        Label {
            visible: dialog.error.length > 0
            text: dialog.error
            color: Theme.danger
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 360
        }
    }

    // The project's own words on the buttons, in every language (the
    // standard buttons' "OK" and "Cancel" are Qt's, untranslated here).
    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.spacing
        RowLayout {
            id: buttons
            anchors.fill: parent
            anchors.margins: Theme.spacing
            spacing: Theme.spacing
            Item { Layout.fillWidth: true }
            Button {
                objectName: "newGameCancel"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
            Button {
                objectName: "newGameStart"
                text: qsTr("Start")
                highlighted: true
                onClicked: dialog.accept()
            }
        }
    }

    onAccepted: {
        const seats = [];
        for (let i = 0; i < seatRows.count; ++i) seats.push(seatValue(seatRows.itemAt(i).choice));
        const variant = dialog.variants.length > 0 ? dialog.variants[variantBox.currentIndex].id : "";
        const first = !dialog.eitherSideStarts ? -1 : firstBox.currentIndex === 0 ? dialog.kDrawFirst : firstBox.currentIndex - 1;
        startRequested(gameId, variant, seats, first);
    }
}
