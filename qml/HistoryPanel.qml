import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The turns so far, numbered, in the game's notation (the tooltip says each
// in words). Clicking a turn shows the board after it, read-only; the arrow
// keys step through the game; "Back to the game" (or Escape) returns.
// "Review the game" grades every turn in the background: the win chance as
// a graph, each turn's grade beside it, the best turn on the board.
ColumnLayout {
    id: panel

    required property SessionModel session
    // Where the window is short the review's parts take less room.
    property bool compact: false
    spacing: 4

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: qsTr("Turns")
            color: Theme.mutedText
            font.bold: true
        }
        Button {
            objectName: "reviewGameButton"
            visible: panel.session.review.canAnalyse
            flat: true
            text: qsTr("Review the game")
            Accessible.name: text
            onClicked: {
                panel.session.review.analyse();
                if (panel.session.review.turn < 0) panel.session.review.show(0);
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: panel.session.review.analysing
        ProgressBar {
            objectName: "reviewProgress"
            Layout.fillWidth: true
            value: panel.session.review.progress
            Accessible.name: qsTr("Reviewing the game")
        }
        Button {
            objectName: "reviewCancelButton"
            flat: true
            text: qsTr("Stop")
            onClicked: panel.session.review.cancel()
        }
    }
    ReviewGraph {
        objectName: "reviewGraph"
        Layout.fillWidth: true
        // Lower where the window is short, so that the turns keep their room.
        Layout.preferredHeight: panel.compact ? 48 : implicitHeight
        visible: panel.session.review.analysed
        session: panel.session
    }
    Repeater {
        model: panel.session.review.analysed ? panel.session.review.summary : []
        Label {
            required property string modelData
            Layout.fillWidth: true
            text: modelData
            color: Theme.text
            elide: Text.ElideRight
            font.pixelSize: Theme.bodySize - 1
            ToolTip.visible: truncated && summaryHover.hovered
            ToolTip.text: modelData
            HoverHandler { id: summaryHover }
        }
    }
    Label {
        objectName: "reviewTurnText"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.session.review.turnText
        color: Theme.text
        wrapMode: Text.WordWrap
        maximumLineCount: panel.compact ? 2 : 4
        elide: Text.ElideRight
        font.pixelSize: Theme.bodySize - 1
        ToolTip.visible: truncated && turnHover.hovered
        ToolTip.text: text
        HoverHandler { id: turnHover }
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: panel.session.review.analysed ? 56 : 80
        Layout.preferredHeight: 80
        color: Theme.surface
        border.color: list.activeFocus ? Theme.accent : Theme.surfaceBorder
        radius: Theme.radius

        ListView {
            id: list
            objectName: "historyList"
            anchors.fill: parent
            anchors.margins: 4
            clip: true
            model: panel.session.history
            currentIndex: panel.session.review.turn - 1
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Turns played")
            ScrollBar.vertical: ScrollBar {}
            // The latest turn stays in view while playing.
            // While reviewing, the turn shown stays in view, however it was
            // chosen (the list, the graph, the keys).
            function followTheGame() {
                if (panel.session.review.turn < 0) positionViewAtEnd();
                else if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain);
            }
            onCurrentIndexChanged: Qt.callLater(followTheGame)
            onCountChanged: Qt.callLater(followTheGame)
            onContentHeightChanged: followTheGame()
            onHeightChanged: Qt.callLater(followTheGame)

            header: ItemDelegate {
                objectName: "historyStart"
                width: list.width
                topPadding: 4
                bottomPadding: 4
                implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
                text: qsTr("Start")
                highlighted: panel.session.review.turn === 0
                onClicked: { panel.session.review.show(0); list.forceActiveFocus(); }
                contentItem: Label { text: parent.text; color: Theme.mutedText; elide: Text.ElideRight }
            }
            delegate: ItemDelegate {
                required property int number
                required property string turnText
                required property string tooltip
                required property int index
                objectName: "historyTurn_" + (index + 1)
                width: list.width
                topPadding: 4
                bottomPadding: 4
                implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
                // The review's grade of this turn ("" before a review).
                readonly property string grade: index < panel.session.review.grades.length
                    ? panel.session.review.grades[index] : ""
                readonly property string gradeWord: index < panel.session.review.gradeWords.length
                    ? panel.session.review.gradeWords[index] : ""
                highlighted: panel.session.review.turn === index + 1
                text: number + ". " + turnText
                onClicked: { panel.session.review.show(index + 1); list.forceActiveFocus(); }
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: gradeWord.length > 0 ? tooltip + " (" + gradeWord + ")" : tooltip
                Accessible.name: number + ". " + tooltip + (gradeWord.length > 0 ? ", " + gradeWord : "")
                contentItem: RowLayout {
                    spacing: 4
                    Label {
                        Layout.fillWidth: true
                        text: parent.parent.text
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    // The marks of annotated games: ?! ? ??
                    Label {
                        objectName: "gradeMark"
                        visible: text.length > 0
                        text: grade === "inaccuracy" ? "?!" : grade === "mistake" ? "?" : grade === "blunder" ? "??" : ""
                        color: grade === "blunder" ? Theme.danger : grade === "mistake" ? Theme.accent : Theme.mutedText
                        font.bold: true
                    }
                }
            }

            Keys.onPressed: event => {
                if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) panel.session.review.step(-1);
                else if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) panel.session.review.step(1);
                else if (event.key === Qt.Key_Home) panel.session.review.show(0);
                else if (event.key === Qt.Key_End || event.key === Qt.Key_Escape) panel.session.review.end();
                else return;
                event.accepted = true;
            }
        }
    }
    Button {
        objectName: "backToGameButton"
        Layout.fillWidth: true
        visible: panel.session.review.turn >= 0
        highlighted: true
        text: qsTr("Back to the game")
        Accessible.name: text
        onClicked: panel.session.review.end()
    }
}
