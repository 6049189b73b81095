import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// How the player has done against each computer level of each game:
// played, won, lost, drawn and the best run of wins (GameStatistics).
ThemedDialog {
    id: dialog
    objectName: "statisticsDialog"

    property var statistics: null  // GameStatistics
    // The name of a game for players, by id.
    property var gameName: id => id

    title: qsTr("Statistics")
    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 560, 620)
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : 480, implicitHeight)
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.surfaceBorder
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        padding: Theme.spacing
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: Theme.text
    }

    readonly property var rows: statistics ? statistics.rows : []
    readonly property var headings: [qsTr("Game"), qsTr("Level"), qsTr("Played"), qsTr("Won"), qsTr("Lost"),
                                     qsTr("Drawn"), qsTr("Best streak")]

    contentItem: ScrollView {
        clip: true
        contentWidth: availableWidth
        implicitHeight: Math.max(table.implicitHeight, empty.implicitHeight)

        Label {
            id: empty
            objectName: "statisticsEmpty"
            width: parent.width
            visible: dialog.rows.length === 0
            text: qsTr("No game against the computer has been finished yet.")
            wrapMode: Text.WordWrap
            color: Theme.mutedText
        }
        GridLayout {
            id: table
            objectName: "statisticsTable"
            width: parent.width
            visible: dialog.rows.length > 0
            columns: dialog.headings.length
            columnSpacing: Theme.spacing
            rowSpacing: 4
            Repeater {
                model: dialog.headings
                delegate: Label {
                    required property string modelData
                    text: modelData
                    font.bold: true
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
            Repeater {
                model: dialog.rows
                delegate: Repeater {
                    id: line
                    required property var modelData
                    required property int index
                    model: [dialog.gameName(line.modelData.gameId), Theme.levelName(line.modelData.level),
                            line.modelData.played, line.modelData.won, line.modelData.lost, line.modelData.drawn,
                            line.modelData.bestStreak]
                    delegate: Label {
                        required property var modelData
                        required property int index
                        objectName: "statistics_" + line.index + "_" + index
                        text: String(modelData)
                        color: Theme.text
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }

    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.spacing
        RowLayout {
            id: buttons
            anchors.fill: parent
            anchors.margins: Theme.spacing
            Button {
                objectName: "statisticsReset"
                text: qsTr("Clear the statistics")
                enabled: dialog.rows.length > 0
                onClicked: dialog.statistics.reset()
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "statisticsClose"
                text: qsTr("Close")
                highlighted: true
                onClicked: dialog.close()
            }
        }
    }
}
