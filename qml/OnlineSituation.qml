import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// One line of fixed height under the status of an online game, always in
// view: what matters most now, with its buttons (a draw offer to answer
// inline, a rematch, a claim, a first turn awaited, clocks
// paused, where the other player is). Whatever it says, it keeps its
// height: nothing below it moves under the pointer.
Item {
    id: slot

    required property OnlineModel online
    readonly property int here: online.side
    readonly property int other: here >= 0 ? 1 - here : -1
    readonly property bool started: online.started
    readonly property bool connected: online.connection === OnlineModel.Online
    readonly property string otherName: other >= 0 && online.names.length === 2 ? online.names[other] : ""

    // What the line says, most pressing first: its text, its colour, and
    // which buttons it holds.
    readonly property var situation: {
        const o = slot.online;
        const gone = o.goneSeconds.length === 2 && slot.other >= 0 ? o.goneSeconds[slot.other] : 0;
        // The connection down: the status above says so, with the next try's
        // countdown, and the board is veiled; said once is enough.
        if (o.connection === OnlineModel.Reconnecting) return {kind: "connection", danger: false, text: ""};
        if (o.problem.length > 0) return {kind: "problem", danger: true, text: o.problem};
        if (slot.here < 0) return {kind: "watching", danger: false, text: ""};
        if (o.over) {
            if (o.rematchOffer === slot.other)
                return {kind: "rematch", danger: false, text: qsTr("%1 offers a rematch.").arg(slot.otherName)};
            if (o.rematchOffer === slot.here)
                return {kind: "rematch", danger: false, text: qsTr("You offered a rematch; waiting for the answer.")};
            if (gone > 0 || (o.presence.length === 2 && o.presence[slot.other] !== "here"))
                return {kind: "left", danger: false, text: qsTr("%1 has left.").arg(slot.otherName)};
            return {kind: "rematch", danger: false, text: o.notice.length > 0 ? o.notice : qsTr("Another game, sides swapped?")};
        }
        if (!slot.started) return {kind: "none", danger: false, text: ""};
        if (o.drawOffer === slot.other) return {kind: "draw", danger: false, text: qsTr("%1 offers a draw.").arg(slot.otherName)};
        if (o.drawOffer === slot.here) return {kind: "info", danger: false, text: qsTr("You offered a draw; waiting for the answer.")};
        if (o.claimable)
            return {kind: "claim", danger: true, text: qsTr("%1 is gone (%2 s).").arg(slot.otherName).arg(gone)};
        if (o.notice.length > 0) return {kind: "info", danger: false, text: o.notice};
        if (o.firstTurnSide >= 0 && o.firstTurnSeconds >= 0)
            return {kind: "info", danger: o.firstTurnSeconds <= 10,
                    text: o.firstTurnSide === slot.here
                          ? qsTr("Your first turn: %n s left, or the game is aborted.", "", o.firstTurnSeconds)
                          : qsTr("%1 has %n s for a first turn, or the game is aborted.", "", o.firstTurnSeconds)
                                .arg(o.names[o.firstTurnSide])};
        if (o.paused) return {kind: "info", danger: false,
                              text: qsTr("The server restarted: the clocks stand still until both players are back.")};
        if (gone > 0) return {kind: "info", danger: true, text: qsTr("%1 is gone (%2 s).").arg(slot.otherName).arg(gone)};
        return {kind: "info", danger: false, text: qsTr("%1 is connected.").arg(slot.otherName)};
    }
    objectName: "situationSlot"
    // Shown to a player once the game is under way (or the connection is in doubt).
    readonly property bool shown: here >= 0 && (started || online.over || situation.kind === "connection"
                                                || situation.kind === "problem")
    visible: shown
    // Two lines of text or a button, whichever is taller, whatever it says now.
    implicitHeight: shown ? Math.max(answerButton.implicitHeight, 2 * situationMetrics.height + 4) : 0
    FontMetrics { id: situationMetrics; font: situationText.font }
    RowLayout {
        anchors.fill: parent
        spacing: 6
        Label {
            id: situationText
            objectName: "situationLine"
            Layout.fillWidth: true
            // The sentence keeps most of the width; the buttons shrink first.
            Layout.minimumWidth: slot.width * 0.45
            Layout.alignment: Qt.AlignVCenter
            text: slot.situation.text
            color: slot.situation.danger ? Theme.danger : Theme.mutedText
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            Accessible.role: slot.situation.danger ? Accessible.AlertMessage : Accessible.StaticText
            Accessible.name: text
        }
        PanelButton {
            id: answerButton
            Layout.fillWidth: true
            Layout.minimumWidth: 40
            Layout.maximumWidth: implicitWidth
            objectName: slot.situation.kind === "draw" ? "acceptDrawButton"
                        : slot.situation.kind === "claim" ? "claimButton" : "rematchButton"
            visible: slot.connected && (slot.situation.kind === "draw" || slot.situation.kind === "claim"
                                         || slot.situation.kind === "rematch")
            enabled: slot.situation.kind !== "rematch" || slot.online.rematchOffer !== slot.here
            text: slot.situation.kind === "draw" ? qsTr("Accept")
                  : slot.situation.kind === "claim" ? qsTr("Claim the win")
                  : slot.online.rematchOffer === slot.other ? qsTr("Accept the rematch")
                  : slot.online.rematchOffer === slot.here ? qsTr("Rematch offered")
                  : qsTr("Rematch")
            ToolTip.visible: hovered && slot.situation.kind === "claim"
            ToolTip.text: qsTr("Your opponent has been gone longer than the server waits.")
            Accessible.name: slot.situation.kind === "draw" ? qsTr("Accept the draw") : text
            onClicked: {
                if (slot.situation.kind === "draw") slot.online.answerDraw(true);
                else if (slot.situation.kind === "claim") slot.online.claim();
                else slot.online.rematch();
            }
        }
        PanelButton {
            objectName: "declineDrawButton"
            Layout.fillWidth: true
            Layout.minimumWidth: 40
            Layout.maximumWidth: implicitWidth
            visible: slot.connected && slot.situation.kind === "draw"
            text: qsTr("Decline")
            Accessible.name: qsTr("Decline the draw")
            onClicked: slot.online.answerDraw(false)
        }
    }
}
