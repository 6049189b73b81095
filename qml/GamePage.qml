import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game screen: the shared board view and a panel with the players, the
// status line, the dice and the actions that need no destination.
Item {
    id: page

    required property SessionModel session
    property string glyphFont: ""
    // Whether "play again" can start the next game of a series.
    property bool seriesAvailable: true
    signal back()
    signal playAgain()

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        BoardView {
            id: board
            objectName: "boardView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            session: page.session
            glyphFont: page.glyphFont
            interactive: page.session.humanToAct
            focus: true
        }

        ColumnLayout {
            Layout.preferredWidth: Math.max(260, page.width * 0.24)
            Layout.maximumWidth: 420
            Layout.fillHeight: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: page.session.gameName
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: page.session.sides
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    spacing: 8
                    Rectangle {
                        width: 18; height: 18; radius: 9
                        color: modelData.colour
                        border.color: Theme.pieceOutline
                        border.width: page.session.sideToMove === index ? 3 : 1
                    }
                    Label {
                        text: modelData.name + " — " + (modelData.player === "human" ? qsTr("human") : qsTr("computer (%1)").arg(modelData.player))
                        color: Theme.text
                        font.bold: page.session.sideToMove === index
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                implicitHeight: statusText.implicitHeight + 16
                radius: Theme.radius
                color: Theme.surface
                border.color: page.session.over ? Theme.accent : Theme.surfaceBorder
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    BusyIndicator {
                        visible: page.session.thinking
                        running: visible
                        Layout.preferredWidth: 28
                        Layout.preferredHeight: 28
                        Accessible.name: qsTr("The computer is thinking")
                    }
                    Label {
                        id: statusText
                        objectName: "statusLine"
                        Layout.fillWidth: true
                        text: page.session.status
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.bodySize + 1
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            DicePanel {
                visible: page.session.dice.length > 0
                dice: page.session.dice
            }
            Button {
                objectName: "throwButton"
                visible: page.session.humanThrows
                text: qsTr("Throw the dice")
                Accessible.name: text
                onClicked: page.session.throwDice()
            }
            Repeater {
                model: page.session.buttons
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "actionButton_" + index
                    Layout.fillWidth: true
                    text: modelData.text
                    Accessible.name: text
                    onClicked: page.session.pressButton(index)
                }
            }
            Repeater {
                model: page.session.reserves
                delegate: Button {
                    required property var modelData
                    required property int index
                    objectName: "reserveButton_" + index
                    Layout.fillWidth: true
                    text: qsTr("%1: %2").arg(page.session.sides[index].name).arg(modelData.label)
                    checkable: false
                    highlighted: page.session.reserveSelected && page.session.sideToMove === index
                    enabled: page.session.humanToAct && page.session.sideToMove === index && modelData.count > 0
                    Accessible.name: text
                    onClicked: page.session.clickReserve(index)
                }
            }
            Label {
                Layout.fillWidth: true
                visible: page.session.lastTurn.length > 0
                text: qsTr("Last turn: %1").arg(page.session.lastTurn)
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            Item { Layout.fillHeight: true }
            Button {
                objectName: "rulesButton"
                Layout.fillWidth: true
                visible: page.session.rulesText.length > 0
                text: qsTr("Rules of %1").arg(page.session.gameName)
                Accessible.name: text
                onClicked: rules.open()
            }
            Button {
                objectName: "playAgainButton"
                Layout.fillWidth: true
                visible: page.session.over && page.seriesAvailable
                text: qsTr("Play again (the other side starts)")
                Accessible.name: text
                onClicked: page.playAgain()
            }
            Button {
                Layout.fillWidth: true
                text: qsTr("Back to the games")
                Accessible.name: text
                onClicked: page.back()
            }
        }
    }

    // The rules page the plugin ships, over the board.
    Popup {
        id: rules
        objectName: "rulesPopup"
        parent: page
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.spacing, 760)
        height: page.height - 2 * Theme.spacing
        modal: true
        padding: Theme.spacing
        background: Rectangle {
            color: Theme.surface
            border.color: Theme.surfaceBorder
            radius: Theme.radius
        }
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            ScrollView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true
                Text {
                    objectName: "rulesText"
                    width: parent.width
                    text: page.session.rulesText
                    textFormat: Text.MarkdownText
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.bodySize
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Rules of %1").arg(page.session.gameName)
                }
            }
            Button {
                Layout.alignment: Qt.AlignRight
                text: qsTr("Close")
                Accessible.name: qsTr("Close the rules")
                onClicked: rules.close()
            }
        }
    }
}
