import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The first screen: one card per loaded game, and the plugins that failed.
Item {
    id: page

    required property GameListModel games
    required property LoadProblemModel loadProblems
    signal gameChosen(string gameId, string name, var variants, var sides)

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing

        Label {
            text: qsTr("Djed")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.text
            Accessible.name: text
        }
        Label {
            text: qsTr("Board games of ancient Egypt. Choose a game.")
            font.pixelSize: Theme.bodySize
            color: Theme.mutedText
        }

        GridView {
            id: grid
            objectName: "gameGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: Math.max(260, width / Math.max(1, Math.floor(width / 320)))
            cellHeight: 150
            model: page.games
            Accessible.name: qsTr("Games")
            delegate: GameCard {
                width: grid.cellWidth - Theme.spacing
                height: grid.cellHeight - Theme.spacing
                onChosen: page.gameChosen(gameId, name, variants, sides)
            }

            Label {
                anchors.centerIn: parent
                visible: grid.count === 0
                text: qsTr("No games were found. Plugins are looked for beside the program and in DJED_PLUGIN_PATH.")
                color: Theme.mutedText
                wrapMode: Text.WordWrap
                width: parent.width * 0.8
                horizontalAlignment: Text.AlignHCenter
            }
        }

        LoadProblemsPanel {
            Layout.fillWidth: true
            problems: page.loadProblems
            visible: page.loadProblems.count > 0
        }
    }
}
