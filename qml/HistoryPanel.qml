import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The turns so far, numbered, in the game's notation (the tooltip says each
// in words). Clicking a turn shows the board after it, read-only; the arrow
// keys step through the game; "Back to the game" (the page's row of review
// buttons) or Escape returns.
// "Review the game" grades every turn in the background: the win chance as
// a graph, each turn's grade beside it, the best turn on the board.
ColumnLayout {
    id: panel

    required property SessionModel session
    // Where the window is short the review's parts take less room; the
    // graph's height otherwise.
    property bool compact: false
    property real graphHeight: 84
    // What the review's parts above the list take (the page keeps room for them).
    readonly property real reviewHeight: (progressRow.visible ? progressRow.implicitHeight + spacing : 0)
        + (reviewParts.visible ? reviewParts.implicitHeight + spacing : 0)
    spacing: 4

    RowLayout {
        Layout.fillWidth: true
        // Where room is short a review's parts take the heading's place.
        visible: !(panel.compact && reviewParts.visible)
        Label {
            Layout.fillWidth: true
            text: qsTr("Turns")
            color: Theme.mutedText
            font.bold: true
        }
        PanelButton {
            objectName: "reviewGameButton"
            visible: panel.session.review.canAnalyse
            text: qsTr("Review the game")
            Accessible.name: text
            onClicked: {
                panel.session.review.analyse();
                if (panel.session.review.turn < 0) panel.session.review.show(0);
                list.forceActiveFocus();  // the arrow keys walk the turns at once
            }
        }
    }
    RowLayout {
        id: progressRow
        Layout.fillWidth: true
        visible: panel.session.review.analysing
        Label {
            text: qsTr("Reviewing the game")
            color: Theme.mutedText
        }
        ProgressBar {
            objectName: "reviewProgress"
            Layout.fillWidth: true
            value: panel.session.review.progress
            Accessible.name: qsTr("Reviewing the game")
        }
        PanelButton {
            objectName: "reviewCancelButton"
            text: qsTr("Stop")
            // Back to the game as it was before the review began.
            onClicked: { panel.session.review.cancel(); panel.session.review.end(); }
        }
    }
    ColumnLayout {
        id: reviewParts
        Layout.fillWidth: true
        // Folded away back at the game (its grades stay on the turns; a
        // click on a turn opens the review again), so the panel's rows
        // below (a solve's progress, its Cancel) keep their room.
        visible: panel.session.review.analysed && panel.session.review.active
        spacing: panel.spacing
        // The graph gives way first where the panel is short.
        Layout.fillHeight: true
        Layout.maximumHeight: implicitHeight
        ReviewGraph {
            objectName: "reviewGraph"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 28
            Layout.preferredHeight: panel.compact ? 48 : panel.graphHeight
            Layout.maximumHeight: Layout.preferredHeight
            session: panel.session
        }
        // Where room is short both sides' summaries share a line.
        Label {
            objectName: "reviewSummaryLine"
            visible: panel.compact && panel.session.review.analysed
            Layout.fillWidth: true
            text: panel.session.review.analysed ? panel.session.review.summary.join(" · ") : ""
            color: Theme.text
            elide: Text.ElideRight
            font.pixelSize: Theme.bodySize - 1
            Accessible.name: panel.session.review.analysed ? panel.session.review.summaryWords.join(". ") : ""
            ToolTip.visible: truncated && summaryLineHover.hovered
            ToolTip.delay: 500
            ToolTip.text: text
            HoverHandler { id: summaryLineHover }
        }
        Repeater {
            model: panel.session.review.analysed && !panel.compact ? panel.session.review.summary : []
            Label {
                required property string modelData
                required property int index
                Layout.fillWidth: true
                text: modelData
                color: Theme.text
                elide: Text.ElideRight
                font.pixelSize: Theme.bodySize - 1
                readonly property string words: panel.session.review.summaryWords[index] || ""
                Accessible.name: words
                ToolTip.visible: summaryHover.hovered
                ToolTip.delay: 500
                ToolTip.text: words
                HoverHandler { id: summaryHover }
            }
        }
        // The turn shown in words; its room kept while reviewing, so that
        // the buttons below stay where they are from turn to turn.
        Label {
            objectName: "reviewTurnText"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.ceil(lines * fontMetrics.lineSpacing) + 4
            readonly property int lines: panel.compact ? 2 : 3
            text: panel.session.review.turnText
            color: Theme.text
            wrapMode: Text.WordWrap
            maximumLineCount: lines
            elide: Text.ElideRight
            font.pixelSize: Theme.bodySize - 1
            ToolTip.visible: truncated && turnHover.hovered
            ToolTip.text: text
            HoverHandler { id: turnHover }
            FontMetrics { id: fontMetrics; font.pixelSize: Theme.bodySize - 1 }
        }
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.fillHeight: true
        // A review keeps at least a turn or two of the list in view (the
        // graph, the keys and the row of review buttons walk the rest).
        Layout.minimumHeight: reviewParts.visible ? (panel.compact ? 30 : 56) : 80
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
                else if (panel.session.review.turn === 0) positionViewAtBeginning();
                else if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain);
            }
            onCurrentIndexChanged: Qt.callLater(followTheGame)
            Connections {
                target: panel.session.review
                function onChanged() { Qt.callLater(list.followTheGame); }
            }
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
                // The review's grade of this turn ("" before a review, and for a
                // delegate on its way out, whose index is -1).
                readonly property string grade: panel.session.review.grades[index] ?? ""
                readonly property string gradeWord: panel.session.review.gradeWords[index] ?? ""
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
}
