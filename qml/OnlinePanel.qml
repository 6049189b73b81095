import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// The game screen's online part below the game's own controls (the clocks
// are beside the players' names: OnlineClock; what matters now is under the
// status: OnlineSituation): the invite code while a seat is empty, a
// spectator's line, and the chat, whose field stays where it is (it can be
// hidden; the other player can be silenced).
ColumnLayout {
    id: panel

    required property OnlineModel online
    required property SessionModel session
    // Where others reach a game hosted on this computer (its addresses), else empty.
    property var hostAddresses: []
    property bool hostServesPages: false
    spacing: Theme.spacing - 4

    readonly property int here: online.side
    readonly property int other: here >= 0 ? 1 - here : -1
    readonly property bool started: online.started
    readonly property bool connected: online.connection === OnlineModel.Online
    readonly property string otherName: other >= 0 && online.names.length === 2 ? online.names[other] : ""
    property bool chatShown: true
    // Lines written while the chat was folded: said on its Show button.
    property int chatSeen: 0
    readonly property int unread: chatShown ? 0 : Math.max(0, online.chat.length - chatSeen)
    onChatShownChanged: chatSeen = online.chat.length
    // The server address a friend needs with the code: the host's own
    // addresses for a game hosted here, else the server's.
    readonly property bool hostedHere: online.server.indexOf("ws://127.0.0.1:") === 0 && hostAddresses.length > 0
    readonly property string friendAddress: hostedHere ? hostAddresses.join(qsTr(" or ")) : online.server
    // The game's page for a friend with a browser alone: on each address of
    // a game hosted here (when the page is installed), else on the server.
    readonly property var inviteLinks: online.code.length === 0 || (hostedHere && !hostServesPages) ? []
        : (hostedHere ? hostAddresses : [online.server]).map(s => online.inviteLink(s)).filter(l => l.length > 0)

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
            Label {
                Layout.fillWidth: true
                visible: panel.inviteLinks.length > 0
                text: qsTr("Or send this link: it opens the game in a browser, no install needed.")
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: panel.inviteLinks
                TextField {
                    objectName: "inviteLink"
                    required property string modelData
                    Layout.fillWidth: true
                    readOnly: true
                    selectByMouse: true
                    text: modelData
                    Accessible.name: qsTr("Link to the game for a browser")
                }
            }
        }
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
        text: [panel.online.connection === OnlineModel.Reconnecting ? qsTr("Connection lost; reconnecting…")
                                                                     : qsTr("You are watching this game.")]
              .concat(away).join(" ")
        color: panel.online.connection === OnlineModel.Reconnecting ? Theme.danger : Theme.mutedText
        wrapMode: Text.WordWrap
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
        Label {
            objectName: "spectatorsLine"
            visible: panel.online.spectators > 0
            text: qsTr("%n spectator(s)", "", panel.online.spectators)
            color: Theme.mutedText
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
    // A spectator sees the spectators too.
    Label {
        visible: panel.here < 0 && panel.online.spectators > 0
        text: qsTr("%n spectator(s)", "", panel.online.spectators)
        color: Theme.mutedText
    }
    // The lines in a box of fixed height: the field below never moves.
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: 96
        visible: panel.chatShown && panel.here >= 0
        color: "transparent"
        border.color: Theme.surfaceBorder
        radius: Theme.radius
        ListView {
            id: chatList
            objectName: "chatList"
            anchors.fill: parent
            anchors.margins: 4
            clip: true
            model: panel.online.chat
            onCountChanged: positionViewAtEnd()
            ScrollBar.vertical: ScrollBar { policy: chatList.contentHeight > chatList.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            delegate: Label {
                required property string modelData
                width: chatList.width - 8
                text: modelData
                color: Theme.text
                wrapMode: Text.WordWrap
            }
        }
        Label {
            anchors.centerIn: parent
            visible: chatList.count === 0
            text: qsTr("No messages yet.")
            color: Theme.mutedText
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
}
