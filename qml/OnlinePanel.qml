import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game screen's online part (the clocks are beside the players' names:
// OnlineClock): the invite code while a seat is empty, the connection,
// where the other player is (and the claim
// once they have been gone too long), the spectators, abort and rematch,
// and the chat (it can be hidden; the other player can be silenced).
ColumnLayout {
    id: panel

    required property OnlineModel online
    required property SessionModel session
    // Where others reach a game hosted on this computer (its addresses), else empty.
    property var hostAddresses: []
    spacing: Theme.spacing - 4

    readonly property int here: online.side
    readonly property int other: here >= 0 ? 1 - here : -1
    readonly property bool started: online.started
    property bool chatShown: true
    // Lines written while the chat was folded: said on its Show button.
    property int chatSeen: 0
    readonly property int unread: chatShown ? 0 : Math.max(0, online.chat.length - chatSeen)
    onChatShownChanged: chatSeen = online.chat.length
    // The server address a friend needs with the code: the host's own
    // addresses for a game hosted here, else the server's.
    readonly property string friendAddress: online.server.indexOf("ws://127.0.0.1:") === 0 && hostAddresses.length > 0
                                            ? hostAddresses.join(qsTr(" or ")) : online.server

    // ---- Waiting for the second player: the code to give ----
    Rectangle {
        objectName: "inviteBox"
        Layout.fillWidth: true
        visible: !panel.started && panel.online.code.length > 0 && !panel.online.over
        implicitHeight: invite.implicitHeight + 16
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.accent
        ColumnLayout {
            id: invite
            anchors.fill: parent
            anchors.margins: 8
            Label {
                Layout.fillWidth: true
                text: qsTr("Give a friend this code and the server %1 (Play online → Join):")
                          .arg(panel.friendAddress)
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            TextField {
                objectName: "inviteCode"
                Layout.fillWidth: true
                readOnly: true
                selectByMouse: true
                text: panel.online.code
                font.pixelSize: Theme.headingSize
                font.family: "monospace"
                Accessible.name: qsTr("Invite code")
            }
        }
    }

    // ---- The connection, when it is not simply there ----
    Label {
        objectName: "connectionLine"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.online.connection === OnlineModel.Reconnecting ? qsTr("Connection lost; reconnecting…")
                                                                   : panel.online.problem
        color: Theme.danger
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }

    // ---- The other player, the spectators ----
    Label {
        objectName: "presenceLine"
        Layout.fillWidth: true
        visible: panel.started && panel.other >= 0 && !panel.online.over && panel.online.connection === OnlineModel.Online
        readonly property int gone: panel.online.goneSeconds.length === 2 ? panel.online.goneSeconds[Math.max(0, panel.other)] : 0
        text: panel.other < 0 ? ""
              : gone > 0 ? qsTr("%1 is gone (%2 s).").arg(panel.online.names[panel.other]).arg(gone)
              : qsTr("%1 is connected.").arg(panel.online.names[panel.other])
        color: gone > 0 ? Theme.danger : Theme.mutedText
        wrapMode: Text.WordWrap
    }
    Label {
        objectName: "spectatorsLine"
        visible: panel.online.spectators > 0
        text: qsTr("%n spectator(s)", "", panel.online.spectators)
        color: Theme.mutedText
    }
    Label {
        objectName: "watchingLine"
        Layout.fillWidth: true
        visible: panel.here < 0
        // A spectator is told which player is away, if any.
        readonly property var away: panel.online.goneSeconds.length === 2 && panel.online.names.length === 2
            ? [0, 1].filter(s => panel.online.goneSeconds[s] > 0)
                    .map(s => qsTr("%1 is gone (%2 s).").arg(panel.online.names[s]).arg(panel.online.goneSeconds[s]))
            : []
        text: [qsTr("You are watching this game.")].concat(away).join(" ")
        color: Theme.mutedText
        wrapMode: Text.WordWrap
    }
    Label {
        objectName: "noticeLine"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.online.notice
        color: Theme.mutedText
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Label {
        objectName: "drawWaitLine"
        Layout.fillWidth: true
        visible: panel.here >= 0 && panel.online.drawOffer === panel.here && !panel.online.over
        text: qsTr("You offered a draw; waiting for the answer.")
        color: Theme.mutedText
        wrapMode: Text.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        PanelButton {
            objectName: "claimButton"
            Layout.fillWidth: true
            visible: panel.online.claimable
            text: qsTr("Claim the win")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Your opponent has been gone longer than the server waits.")
            Accessible.name: text
            onClicked: panel.online.claim()
        }
        PanelButton {
            objectName: "abortButton"
            Layout.fillWidth: true
            visible: panel.online.canAbort
            text: qsTr("Abort the game")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Call the game off: possible until each side has played a turn.")
            Accessible.name: text
            onClicked: abortDialog.open()
        }
        PanelButton {
            objectName: "rematchButton"
            Layout.fillWidth: true
            visible: panel.online.over && panel.here >= 0 && panel.online.connection === OnlineModel.Online
            enabled: panel.online.rematchOffer !== panel.here
            text: panel.online.rematchOffer === panel.other ? qsTr("Accept the rematch")
                  : panel.online.rematchOffer === panel.here ? qsTr("Rematch offered")
                  : qsTr("Rematch")
            Accessible.name: text
            onClicked: panel.online.rematch()
        }
    }

    // ---- The chat ----
    RowLayout {
        Layout.fillWidth: true
        visible: panel.here >= 0
        Label {
            Layout.fillWidth: true
            text: qsTr("Chat")
            font.bold: true
            color: Theme.text
        }
        CheckBox {
            objectName: "muteBox"
            visible: panel.chatShown
            text: qsTr("Silence")
            checked: panel.online.muted
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Stop showing what your opponent writes")
            Accessible.name: qsTr("Silence your opponent")
            onToggled: panel.online.mute(checked)
        }
        PanelButton {
            objectName: "chatToggle"
            text: panel.chatShown ? qsTr("Hide") : panel.unread > 0 ? qsTr("Show (%n new)", "", panel.unread) : qsTr("Show")
            highlighted: panel.unread > 0
            Accessible.name: panel.chatShown ? qsTr("Hide the chat") : qsTr("Show the chat")
            onClicked: panel.chatShown = !panel.chatShown
        }
    }
    ListView {
        id: chatList
        objectName: "chatList"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 110)
        visible: panel.chatShown && panel.here >= 0 && count > 0
        clip: true
        model: panel.online.chat
        onCountChanged: positionViewAtEnd()
        delegate: Label {
            required property string modelData
            width: chatList.width
            text: modelData
            color: Theme.text
            wrapMode: Text.WordWrap
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: panel.chatShown && panel.here >= 0
        TextField {
            id: chatField
            objectName: "chatField"
            Layout.fillWidth: true
            maximumLength: 200
            placeholderText: qsTr("Write to your opponent")
            Accessible.name: qsTr("Chat message")
            onAccepted: send()
            function send() {
                if (text.trim().length === 0) return;
                // A line the server would refuse stays, and the notice says why.
                if (panel.online.say(text.trim())) text = "";
            }
        }
        PanelButton {
            objectName: "chatSend"
            text: qsTr("Send")
            enabled: chatField.text.trim().length > 0
            Accessible.name: qsTr("Send the message")
            onClicked: chatField.send()
        }
    }

    ConfirmDialog {
        id: abortDialog
        objectName: "abortDialog"
        parent: Overlay.overlay
        title: qsTr("Abort the game?")
        text: qsTr("The game is called off without a result, for both players.")
        acceptText: qsTr("Abort the game")
        rejectText: qsTr("Play on")
        onAccepted: panel.online.abort()
    }
}
