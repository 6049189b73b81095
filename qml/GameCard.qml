import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One game in the launcher: name, one-line description, variants, luck tag.
Rectangle {
    id: card

    required property string gameId
    required property string name
    required property string description
    required property var variants
    required property bool usesDice
    required property var sides
    required property bool eitherSideStarts
    required property int firstSide
    property var preview: null  // a SessionModel at the start position
    property string glyphFont: ""

    signal chosen()

    objectName: "card_" + gameId
    color: Theme.surface
    border.color: hover.hovered || activeFocus ? Theme.accent : Theme.surfaceBorder
    radius: Theme.radius
    Accessible.role: Accessible.Button
    Accessible.name: name
    Accessible.onPressAction: chosen()
    activeFocusOnTab: true
    Keys.onReturnPressed: chosen()
    Keys.onSpacePressed: chosen()

    TapHandler {
        onTapped: card.chosen()
    }
    HoverHandler {
        id: hover
        cursorShape: Qt.PointingHandCursor
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                // Cut short on a narrow card: the whole name on hovering.
                HoverHandler { id: nameHover }
                ToolTip.visible: nameHover.hovered && truncated
                ToolTip.text: text
            }
            Rectangle {
                radius: height / 2
                color: card.usesDice ? Theme.accent : Theme.tag
                implicitWidth: tagLabel.implicitWidth + 16
                implicitHeight: tagLabel.implicitHeight + 6
                Label {
                    id: tagLabel
                    anchors.centerIn: parent
                    text: card.usesDice ? qsTr("dice") : qsTr("no luck")
                    color: "white"
                    font.pixelSize: Theme.bodySize - 2
                }
            }
        }
        Loader {
            Layout.fillWidth: true
            Layout.preferredHeight: card.height * 0.45
            active: card.preview !== null
            sourceComponent: BoardView {
                session: card.preview
                glyphFont: card.glyphFont
                interactive: false
                // A tall board (Seti) reads better across the card.
                across: tall
                activeFocusOnTab: false
                Accessible.name: qsTr("%1: the starting board").arg(card.name)
            }
        }
        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            text: card.description
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            font.pixelSize: Theme.bodySize
        }
        Label {
            visible: card.variants.length > 0
            text: qsTr("Variants: %1").arg(card.variants.map(v => v.name).join(", "))
            color: Theme.mutedText
            font.pixelSize: Theme.bodySize - 1
        }
    }
}
