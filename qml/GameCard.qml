import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One game in the launcher: name, one-line description, variants, luck tag,
// and what a player can do with it: play (the picture too), learn, puzzles.
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
    required property int lessons  // how many the game's course has
    required property int puzzles
    property var progress: null    // LearningProgress: what is done
    property var preview: null  // a SessionModel at the start position
    // The picture (the starting board) is made once this is set: the
    // launcher sets it after its first frame, so that the cards show at once.
    property bool pictureWanted: true
    readonly property bool pictureReady: preview === null || picture.status === Loader.Ready
    property string glyphFont: ""

    signal chosen()
    signal learnRequested()
    signal puzzlesRequested()

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
            id: picture
            objectName: "picture_" + card.gameId
            Layout.fillWidth: true
            Layout.preferredHeight: card.height * 0.45
            active: card.preview !== null && card.pictureWanted && width > 0 && height > 0
            // The picture starts a game too: it says so where the pointer is.
            HoverHandler { id: pictureHover }
            ToolTip.visible: pictureHover.hovered
            ToolTip.delay: 400
            readonly property string hint: qsTr("Click to start a new game of %1").arg(card.name)
            ToolTip.text: hint
            sourceComponent: BoardView {
                session: card.preview
                glyphFont: card.glyphFont
                interactive: false
                playMarks: false
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
            // What does not fit ends in "…"; the whole line on hovering.
            elide: Text.ElideRight
            HoverHandler { id: descriptionHover }
            ToolTip.visible: descriptionHover.hovered && truncated
            ToolTip.text: text
            color: Theme.mutedText
            font.pixelSize: Theme.bodySize
        }
        Label {
            Layout.fillWidth: true
            elide: Text.ElideRight
            visible: card.variants.length > 0
            text: qsTr("Variants: %1").arg(card.variants.map(v => v.name).join(", "))
            color: Theme.mutedText
            font.pixelSize: Theme.bodySize - 1
        }
        // Last on every card, so the buttons line up across the cards: a new
        // game, the course and the puzzles with what is done of each.
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "play_" + card.gameId
                Layout.fillWidth: true
                text: qsTr("Play")
                // The newcomer is pointed to the lessons first.
                highlighted: !(card.progress !== null && card.progress.newcomer && card.lessons > 0)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Start a new game of %1: choose who plays each side").arg(card.name)
                Accessible.name: qsTr("Play %1").arg(card.name)
                onClicked: card.chosen()
            }
            Button {
                objectName: "learn_" + card.gameId
                visible: card.lessons > 0
                Layout.fillWidth: true
                readonly property int done: card.progress && card.progress.revision >= 0 ? card.progress.lessonsDone(card.gameId) : 0
                text: done > 0 ? qsTr("Learn (%1/%2)").arg(done).arg(card.lessons) : qsTr("Learn")
                highlighted: card.progress !== null && card.progress.newcomer
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Learn %1 on the board, lesson by lesson").arg(card.name)
                Accessible.name: qsTr("Learn %1").arg(card.name)
                onClicked: card.learnRequested()
            }
            Button {
                objectName: "puzzles_" + card.gameId
                visible: card.puzzles > 0
                Layout.fillWidth: true
                readonly property int done: card.progress && card.progress.revision >= 0 ? card.progress.puzzlesSolved(card.gameId) : 0
                text: done > 0 ? qsTr("Puzzles (%1/%2)").arg(done).arg(card.puzzles) : qsTr("Puzzles")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Positions with one right answer, easy ones first")
                Accessible.name: qsTr("Puzzles of %1").arg(card.name)
                onClicked: card.puzzlesRequested()
            }
        }
    }
}
