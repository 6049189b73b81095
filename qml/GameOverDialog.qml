import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The end of a game: who won and why, the score of the series, and what to
// do next.
ThemedDialog {
    id: dialog
    objectName: "gameOverDialog"

    property string resultText: ""
    property string scoreText: ""
    // Where the game was thrown away, from the solved table ("" for unknown).
    property string lostText: ""
    property bool canPlayAgain: true
    // What playing again is called here ("Rematch" online).
    property string playAgainText: qsTr("Play again")
    signal playAgain()
    signal save()
    signal review()

    title: qsTr("Game over")
    modal: true
    focus: true  // takes the keyboard: Escape closes it
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 420, 460)
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.accent
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        padding: Theme.spacing
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: Theme.text
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing
        Label {
            objectName: "gameOverResult"
            Layout.fillWidth: true
            text: dialog.resultText
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.bodySize + 2
        }
        Label {
            objectName: "gameOverLost"
            Layout.fillWidth: true
            visible: dialog.lostText.length > 0
            text: dialog.lostText
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Label {
            objectName: "gameOverScore"
            Layout.fillWidth: true
            visible: dialog.scoreText.length > 0
            text: dialog.scoreText
            color: Theme.mutedText
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            Button {
                objectName: "gameOverPlayAgain"
                Layout.fillWidth: true
                visible: dialog.canPlayAgain
                text: dialog.playAgainText
                highlighted: true
                onClicked: { dialog.close(); dialog.playAgain(); }
            }
            Button {
                objectName: "gameOverSave"
                Layout.fillWidth: true
                text: qsTr("Save the game…")
                onClicked: { dialog.close(); dialog.save(); }
            }
            Button {
                objectName: "gameOverReview"
                Layout.fillWidth: true
                text: qsTr("Review")
                onClicked: { dialog.close(); dialog.review(); }
            }
            Button {
                objectName: "gameOverClose"
                Layout.fillWidth: true
                text: qsTr("Close")
                onClicked: dialog.close()
            }
        }
    }
}
