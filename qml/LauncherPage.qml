import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The first screen: one card per loaded game, and the plugins that failed.
Item {
    id: page

    required property GameListModel games
    required property LoadProblemModel loadProblems
    property var launcher: null
    property var settings: null   // AppSettings: remembered choices
    property var language: null   // Language: what the app speaks
    property var progress: null   // LearningProgress: lessons done, puzzles solved
    signal gameChosen(var card)
    signal continueRequested()
    signal settingsRequested()
    signal openRequested()
    signal aboutRequested()
    signal statisticsRequested()
    signal onlineRequested()
    // What went wrong starting a lesson or puzzle.
    signal problem(string text)
    function report(error) { if (error.length > 0) page.problem(error); }

    // The cards' pictures (their starting boards, the most of the screen to
    // make) are made once the first frame is out: the cards show at once,
    // their pictures a moment later.
    property bool picturesWanted: false
    property int picturesShown: 0
    readonly property bool picturesReady: picturesWanted && picturesShown >= grid.count
    Connections {
        target: page.Window.window
        enabled: !page.picturesWanted
        // Not within the frame's own signal: once it is done.
        function onFrameSwapped() { picturesAfterFrame.start(); }
    }
    Timer {
        id: picturesAfterFrame
        interval: 0
        onTriggered: page.picturesWanted = true
    }

    Shortcut { sequence: "F1"; enabled: page.visible; onActivated: page.aboutRequested() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Djed")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.text
                Accessible.name: text
            }
            Button {
                objectName: "onlineButton"
                text: qsTr("Play online…")
                flat: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play a friend on another computer, or host a game here")
                Accessible.name: qsTr("Play online")
                onClicked: page.onlineRequested()
            }
            Button {
                objectName: "statisticsButton"
                text: qsTr("Statistics")
                flat: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Your results against the computer")
                Accessible.name: qsTr("Statistics")
                onClicked: page.statisticsRequested()
            }
            Button {
                objectName: "aboutButton"
                text: qsTr("About")
                flat: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("About Djed (F1)")
                Accessible.name: qsTr("About Djed")
                onClicked: page.aboutRequested()
            }
            ComboBox {
                id: languageBox
                objectName: "languageBox"
                visible: page.language !== null
                model: page.language ? page.language.available : []
                textRole: "name"
                valueRole: "code"
                // Set once the model is there (a binding would run before it),
                // and again whenever the language changes, here or in Settings.
                function showCode() { if (page.language) currentIndex = indexOfValue(page.language.code); }
                Component.onCompleted: showCode()
                Connections {
                    target: page.language
                    function onChanged() { languageBox.showCode(); }
                }
                Accessible.name: qsTr("Language")
                onActivated: {
                    if (page.settings) page.settings.language = currentValue;
                    page.language.code = currentValue;
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                objectName: "launcherSubtitle"
                text: page.progress && page.progress.newcomer
                      ? qsTr("New to these games? Press Learn on a game: short lessons on the board teach it.")
                      : qsTr("Board games of ancient Egypt. Choose a game.")
                font.pixelSize: Theme.bodySize
                color: Theme.mutedText
                elide: Text.ElideRight
                HoverHandler { id: subtitleHover }
                ToolTip.visible: subtitleHover.hovered && truncated
                ToolTip.text: text
            }
            Button {
                objectName: "continueButton"
                visible: page.launcher !== null && page.launcher.continueText.length > 0
                text: page.launcher ? page.launcher.continueText : ""
                highlighted: true
                Layout.maximumWidth: page.width * 0.55
                Accessible.name: text
                onClicked: page.continueRequested()
                contentItem: Label {
                    text: parent.text
                    elide: Text.ElideRight
                    color: parent.highlighted ? "white" : Theme.text
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                ToolTip.visible: hovered
                ToolTip.text: text
            }
            Button {
                objectName: "launcherSettingsButton"
                text: qsTr("Settings…")
                Accessible.name: qsTr("Settings")
                onClicked: page.settingsRequested()
            }
            Button {
                objectName: "openRecordButton"
                text: qsTr("Open a saved game…")
                Accessible.name: text
                onClicked: page.openRequested()
            }
        }

        // A solve still running after its game was left: said here, with
        // its progress, so that nobody wonders what fills the machine.
        RowLayout {
            objectName: "launcherSolve"
            Layout.fillWidth: true
            readonly property var builder: page.launcher ? page.launcher.tableBuilder : null
            visible: builder !== null && builder.running
            spacing: Theme.spacing
            Label {
                objectName: "launcherSolveText"
                Layout.fillWidth: true
                text: parent.builder && parent.builder.running
                      ? qsTr("Solving %1 in the background: %2%").arg(parent.builder.gameName).arg(Math.floor(parent.builder.progress * 100))
                      : ""
                color: Theme.mutedText
                elide: Text.ElideRight
            }
            ProgressBar {
                Layout.preferredWidth: 160
                from: 0
                to: 1
                value: parent.builder ? parent.builder.progress : 0
            }
        }

        GridView {
            id: grid
            objectName: "gameGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            // As many columns as there are games, up to what the width holds:
            // the cards share the window instead of leaving columns empty,
            // and grow with it (up to the height the rows can share, and no
            // taller than a board across the card and its texts need, so a
            // wide card is not left half empty).
            readonly property int columns: Math.max(1, Math.min(count, Math.floor(width / 300)))
            readonly property int rows: Math.max(1, Math.ceil(count / columns))
            cellWidth: Math.floor(width / columns)
            cellHeight: Math.max(300, Math.min(Math.round(cellWidth * 0.3) + 220, Math.floor(height / rows)))
            model: page.games
            Accessible.name: qsTr("Games")
            boundsBehavior: Flickable.StopAtBounds
            // More cards than the window holds: the bar shows there is more.
            ScrollBar.vertical: ScrollBar {
                objectName: "gameGridBar"
                policy: grid.contentHeight > grid.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            delegate: GameCard {
                id: card
                width: grid.cellWidth - Theme.spacing
                height: grid.cellHeight - Theme.spacing
                preview: page.launcher ? page.launcher.preview(gameId) : null
                pictureWanted: page.picturesWanted
                onPictureReadyChanged: page.picturesShown += pictureReady ? 1 : -1
                Component.onCompleted: if (pictureReady) ++page.picturesShown
                Component.onDestruction: if (pictureReady) --page.picturesShown
                glyphFont: page.launcher ? page.launcher.glyphFont : ""
                progress: page.progress
                onChosen: page.gameChosen(card)
                onLearnRequested: page.report(page.launcher.startLesson(gameId, -1))
                onPuzzlesRequested: page.report(page.launcher.startPuzzle(gameId, -1))
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
