import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Djed.Models

// Play online: who the player is and which server, the games hosted on this
// network, the server's open games, a new game, a code to join or watch,
// and hosting on this computer. The game itself opens on the game screen
// as soon as the server has placed the player (GameLauncher).
Item {
    id: page

    required property OnlineModel online
    property var localHost: null   // LocalHost: games hosted here
    property var lanGames: null    // LanGames: games hosted on this network
    property var settings: null    // AppSettings: the nickname, the server, the port
    property var games: null       // GameListModel: the games to create
    signal back()

    Shortcut { sequence: "Escape"; enabled: page.visible; onActivated: page.back() }

    // The name the server gets: the one typed, else a neutral one.
    readonly property string nickname: nameField.text.trim().length > 0 ? nameField.text.trim() : qsTr("Player")
    // The server's rule for names, checked before anything is sent.
    readonly property bool nameOk: page.online ? page.online.nameAllowed(page.nickname) : true
    // The address as typed; "host:port" means ws://host:port.
    // One address, or the nodes of one server separated by commas; ws:// unless said.
    readonly property string serverUrl: serverField.text.split(",").map(part => part.trim())
        .filter(part => part.length > 0)
        .map(part => part.indexOf("://") >= 0 ? part : "ws://" + part).join(",")
    readonly property bool serverGiven: /^wss?:\/\/[^\s\/]+/.test(serverUrl)
    readonly property bool busy: online.connection === OnlineModel.Connecting
    // The games in play this player may come back to (read again on news).
    property var kept: []
    function readKept() { kept = online.keptSeats(); }
    onVisibleChanged: {
        if (!visible) return;
        readKept();
        if (serverGiven && online.connection === OnlineModel.Offline) refresh();
    }
    Component.onCompleted: {
        readKept();
        restoreCreateForm();
    }
    // The create form as it was last used (each choice only if still offered).
    function restoreCreateForm() {
        const last = page.settings ? page.settings.onlineCreate : ({});
        if (!last.game) return;
        const game = gameBox.indexOfValue(last.game);
        if (game >= 0) gameBox.currentIndex = game;
        const variant = variantBox.variants.findIndex(v => v.id === last.variant);
        if (variant >= 0) variantBox.currentIndex = variant;
        const seat = seatBox.seats.indexOf(last.seat);
        if (seat >= 0) seatBox.currentIndex = seat;
        const clock = page.clocks.indexOf(last.clock);
        if (clock >= 0) clockBox.currentIndex = clock;
        listedBox.checked = last.listed !== false;
    }
    Connections {
        target: page.online
        function onChanged() { page.readKept(); }
    }

    function remember() {
        if (!page.settings) return;
        page.settings.nickname = nameField.text;
        page.settings.server = serverField.text;
    }
    function refresh() {
        if (!page.serverGiven) return;
        page.remember();
        page.online.list(page.serverUrl);
    }
    // The server sends the open games again whenever they change; a server
    // that does not is asked again now and then, while the page is in view
    // and nothing else is under way (a join or a create is not cut short).
    Timer {
        interval: 30000
        repeat: true
        running: page.visible && page.serverGiven
        onTriggered: {
            if (page.online.listing && page.online.connection === OnlineModel.Online && page.online.problem.length === 0)
                page.refresh();
        }
    }

    // The time controls offered, as the protocol writes them.
    readonly property var clocks: ["untimed", "5+3", "10+5", "30+20", "1d", "3d"]
    function clockName(clock) {
        if (clock === "untimed" || clock === "") return qsTr("no clock");
        const days = /^(\d+)d$/.exec(clock);
        if (days) return qsTr("%n day(s) a turn", "", parseInt(days[1]));
        const fischer = /^(\d+)\+(\d+)$/.exec(clock);
        if (fischer) return qsTr("%1 min + %2 s a turn").arg(fischer[1]).arg(fischer[2]);
        return clock;
    }
    function gameName(id, variant) {
        const card = page.games ? page.games.card(id) : ({});
        let name = card.name !== undefined ? card.name : id;
        const v = card.variants ? card.variants.find(x => x.id === variant) : undefined;
        if (v) name += " — " + v.name;
        return name;
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Play online")
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    color: Theme.text
                }
                Button {
                    objectName: "onlineBackButton"
                    text: qsTr("Games")
                    Accessible.name: qsTr("Back to the games")
                    onClicked: page.back()
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: page.width > 700 ? 4 : 2
                columnSpacing: Theme.spacing
                Label { text: qsTr("Your name"); color: Theme.text }
                TextField {
                    id: nameField
                    objectName: "nicknameField"
                    Layout.fillWidth: true
                    maximumLength: 24
                    text: page.settings ? page.settings.nickname : ""
                    placeholderText: qsTr("Player")
                    Accessible.name: qsTr("Your name")
                    onEditingFinished: page.remember()
                }
                Label { text: qsTr("Server"); color: Theme.text }
                TextField {
                    id: serverField
                    objectName: "serverField"
                    Layout.fillWidth: true
                    // The last server, or the one the command line named.
                    text: page.settings && page.settings.server.length > 0 ? page.settings.server : page.online.server
                    placeholderText: "example.org:7640"
                    inputMethodHints: Qt.ImhUrlCharactersOnly | Qt.ImhNoAutoUppercase
                    Accessible.name: qsTr("Server address")
                    onAccepted: page.refresh()
                }
            }

            Label {
                objectName: "nameProblem"
                Layout.fillWidth: true
                visible: !page.nameOk
                text: qsTr("A name is 1 to 24 characters that show, without a space at either end.")
                color: Theme.danger
                wrapMode: Text.WordWrap
            }

            Label {
                objectName: "onlineProblem"
                Layout.fillWidth: true
                visible: text.length > 0
                text: page.online.problem.length > 0 ? page.online.problem
                      : page.busy ? qsTr("Connecting…") : ""
                color: page.online.problem.length > 0 ? Theme.danger : Theme.mutedText
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                visible: page.kept.length > 0
                Repeater {
                    model: page.kept
                    delegate: Button {
                        required property var modelData
                        required property int index
                        objectName: "continueOnlineButton_" + index
                        highlighted: true
                        text: modelData.opponent.length > 0
                              ? qsTr("Continue: %1 against %2").arg(page.gameName(modelData.game, "")).arg(modelData.opponent)
                              : qsTr("Continue: %1, code %2").arg(page.gameName(modelData.game, "")).arg(modelData.code)
                        Accessible.name: text
                        onClicked: {
                            // A game hosted here comes back with the host.
                            if (page.localHost && !page.localHost.running && page.settings
                                && modelData.server === "ws://127.0.0.1:" + page.settings.hostPort)
                                page.localHost.start(page.settings.hostPort, page.nickname, page.settings.hostReach === "network");
                            page.online.resumeKept(modelData.code);
                        }
                    }
                }
            }

            // Two columns where there is room, one below the other where not.
            GridLayout {
                Layout.fillWidth: true
                columns: page.width > 900 ? 2 : 1
                columnSpacing: Theme.spacing * 2
                rowSpacing: Theme.spacing

                // ---- A game: create, or join and watch by code ----
                Frame {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1  // the two columns share the width equally, whatever they hold
                    Layout.alignment: Qt.AlignTop
                    background: Rectangle { color: Theme.surface; border.color: Theme.surfaceBorder; radius: Theme.radius }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing - 4
                        Label { text: qsTr("Create a game"); font.pixelSize: Theme.headingSize; font.bold: true; color: Theme.text }
                        GridLayout {
                            Layout.fillWidth: true
                            columns: 2
                            Label { text: qsTr("Game"); color: Theme.text }
                            ComboBox {
                                id: gameBox
                                objectName: "onlineGameBox"
                                Layout.fillWidth: true
                                model: page.games
                                textRole: "name"
                                valueRole: "gameId"
                                Accessible.name: qsTr("Game")
                            }
                            Label {
                                visible: variantBox.visible
                                text: qsTr("Variant")
                                color: Theme.text
                            }
                            ComboBox {
                                id: variantBox
                                objectName: "onlineVariantBox"
                                readonly property var variants: page.games && gameBox.currentValue
                                                                ? (page.games.card(gameBox.currentValue).variants || []) : []
                                visible: variants.length > 0
                                Layout.fillWidth: true
                                model: variants.map(v => v.name)
                                Accessible.name: qsTr("Variant")
                            }
                            Label { text: qsTr("You play"); color: Theme.text }
                            ComboBox {
                                id: seatBox
                                objectName: "onlineSeatBox"
                                Layout.fillWidth: true
                                readonly property var seats: ["random", "first", "second"]
                                model: [qsTr("a side drawn by lot"), qsTr("the side that starts"), qsTr("the other side")]
                                Accessible.name: qsTr("Your side")
                            }
                            Label { text: qsTr("Clock"); color: Theme.text }
                            ComboBox {
                                id: clockBox
                                objectName: "onlineClockBox"
                                Layout.fillWidth: true
                                currentIndex: 2
                                model: page.clocks.map(c => page.clockName(c))
                                Accessible.name: qsTr("Clock")
                            }
                        }
                        CheckBox {
                            id: listedBox
                            objectName: "onlineListedBox"
                            checked: true
                            text: qsTr("List it among the open games (else only the code lets a friend in)")
                            Layout.fillWidth: true
                            contentItem: Label {
                                leftPadding: listedBox.indicator.width + listedBox.spacing
                                text: listedBox.text
                                color: Theme.text
                                wrapMode: Text.WordWrap
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: !page.serverGiven
                            text: qsTr("Type a server's address above, or host on this computer, to create a game.")
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                        }
                        Button {
                            objectName: "createGameButton"
                            text: qsTr("Create the game")
                            highlighted: enabled  // a disabled button does not look like the one to press
                            enabled: page.serverGiven && page.nameOk && !page.busy && gameBox.currentIndex >= 0
                            Accessible.name: text
                            onClicked: {
                                page.remember();
                                const variant = variantBox.visible ? variantBox.variants[variantBox.currentIndex].id : "";
                                if (page.settings)
                                    page.settings.onlineCreate = {game: gameBox.currentValue, variant: variant,
                                                                  seat: seatBox.seats[seatBox.currentIndex],
                                                                  clock: page.clocks[clockBox.currentIndex],
                                                                  listed: listedBox.checked};
                                page.online.create(page.serverUrl, page.nickname, gameBox.currentValue, variant,
                                                   seatBox.seats[seatBox.currentIndex], page.clocks[clockBox.currentIndex],
                                                   listedBox.checked);
                            }
                        }

                        Label { text: qsTr("Join or watch with a code"); font.pixelSize: Theme.headingSize; font.bold: true; color: Theme.text }
                        RowLayout {
                            Layout.fillWidth: true
                            TextField {
                                id: codeField
                                objectName: "codeField"
                                Layout.fillWidth: true
                                maximumLength: 12
                                placeholderText: qsTr("Invite code")
                                inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
                                Accessible.name: qsTr("Invite code")
                                onAccepted: joinButton.clicked()
                            }
                            Button {
                                id: joinButton
                                objectName: "joinButton"
                                text: qsTr("Join")
                                enabled: page.serverGiven && page.nameOk && codeField.text.trim().length > 0 && !page.busy
                                Accessible.name: qsTr("Join the game with this code")
                                onClicked: {
                                    page.remember();
                                    page.online.join(page.serverUrl, page.nickname, codeField.text);
                                }
                            }
                            Button {
                                objectName: "watchButton"
                                text: qsTr("Watch")
                                enabled: page.serverGiven && codeField.text.trim().length > 0 && !page.busy
                                Accessible.name: qsTr("Watch the game with this code")
                                onClicked: {
                                    page.remember();
                                    page.online.watch(page.serverUrl, codeField.text);
                                }
                            }
                        }
                    }
                }

                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    // ---- The server's open games ----
                    Frame {
                        Layout.fillWidth: true
                        background: Rectangle { color: Theme.surface; border.color: Theme.surfaceBorder; radius: Theme.radius }
                        ColumnLayout {
                            anchors.fill: parent
                            spacing: Theme.spacing - 4
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("Open games")
                                    font.pixelSize: Theme.headingSize
                                    font.bold: true
                                    color: Theme.text
                                }
                                Button {
                                    objectName: "refreshButton"
                                    text: qsTr("Refresh")
                                    enabled: page.serverGiven && !page.busy
                                    Accessible.name: qsTr("Ask the server for its open games")
                                    onClicked: page.refresh()
                                }
                            }
                            Label {
                                visible: page.online.openGames.length === 0
                                Layout.fillWidth: true
                                text: page.serverGiven ? qsTr("No open games on this server now: create one, and it shows here as soon as another is.")
                                                       : qsTr("Type a server's address, or host on this computer.")
                                color: Theme.mutedText
                                wrapMode: Text.WordWrap
                            }
                            Repeater {
                                model: page.online.openGames
                                delegate: RowLayout {
                                    required property var modelData
                                    required property int index
                                    Layout.fillWidth: true
                                    Label {
                                        Layout.fillWidth: true
                                        text: qsTr("%1, %2: %3 waits").arg(page.gameName(modelData.game, modelData.variant))
                                                  .arg(page.clockName(modelData.clock)).arg(modelData.name)
                                        color: Theme.text
                                        wrapMode: Text.WordWrap
                                    }
                                    Button {
                                        objectName: "joinOpenGame_" + index
                                        text: qsTr("Join")
                                        enabled: page.nameOk && !page.busy
                                        Accessible.name: qsTr("Join the game of %1").arg(modelData.name)
                                        onClicked: {
                                            page.remember();
                                            page.online.join(page.serverUrl, page.nickname, modelData.code);
                                        }
                                    }
                                }
                            }
                        }
                    }

                    // ---- This computer and this network ----
                    Frame {
                        Layout.fillWidth: true
                        background: Rectangle { color: Theme.surface; border.color: Theme.surfaceBorder; radius: Theme.radius }
                        ColumnLayout {
                            anchors.fill: parent
                            spacing: Theme.spacing - 4
                            Label { text: qsTr("Host on this computer"); font.pixelSize: Theme.headingSize; font.bold: true; color: Theme.text }
                            Label {
                                Layout.fillWidth: true
                                text: !page.localHost || !page.localHost.running
                                      ? qsTr("Djed can serve games itself, to this computer alone (two windows, or a game against a bot) or to your network (a friend on it, or one who reaches this computer, joins).")
                                      : page.localHost.network
                                      ? qsTr("Djed serves games on every network of this computer while it runs, and says so on them. A friend joins at one of these addresses, or finds the game in the list on the same network:")
                                      : qsTr("Djed serves games to this computer alone while it runs, at this address:")
                                color: Theme.mutedText
                                wrapMode: Text.WordWrap
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                Label { text: qsTr("Open to"); color: Theme.text }
                                ComboBox {
                                    id: reachBox
                                    objectName: "hostReachBox"
                                    Layout.fillWidth: true
                                    enabled: page.localHost && !page.localHost.running
                                    readonly property var reaches: ["computer", "network"]
                                    model: [qsTr("this computer only"), qsTr("my network")]
                                    currentIndex: page.settings && page.settings.hostReach === "network" ? 1 : 0
                                    Accessible.name: qsTr("Who may join games hosted here")
                                }
                            }
                            Repeater {
                                model: page.localHost && page.localHost.running ? page.localHost.addresses : []
                                delegate: TextField {
                                    required property string modelData
                                    Layout.fillWidth: true
                                    readOnly: true
                                    selectByMouse: true
                                    text: modelData
                                    Accessible.name: qsTr("Address of this computer")
                                }
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                Label { text: qsTr("Port"); color: Theme.text }
                                SpinBox {
                                    id: portBox
                                    objectName: "hostPortBox"
                                    from: 1024
                                    to: 65535
                                    editable: true
                                    enabled: page.localHost && !page.localHost.running
                                    value: page.settings ? page.settings.hostPort : 7640
                                    textFromValue: (v, locale) => String(v)  // no thousands separator in a port
                                    Accessible.name: qsTr("Port")
                                }
                                Button {
                                    objectName: "hostButton"
                                    text: page.localHost && page.localHost.running ? qsTr("Stop hosting") : qsTr("Host")
                                    // Hosting seats this player: the name must be one the server takes.
                                    enabled: page.localHost !== null && (page.nameOk || page.localHost.running)
                                    Accessible.name: text
                                    onClicked: {
                                        if (page.localHost.running) {
                                            stopHostingDialog.open();
                                            return;
                                        }
                                        if (page.settings) {
                                            page.settings.hostPort = portBox.value;
                                            page.settings.hostReach = reachBox.reaches[reachBox.currentIndex];
                                        }
                                        if (page.localHost.start(portBox.value, page.nickname, reachBox.currentIndex === 1)) {
                                            serverField.text = page.localHost.localUrl;
                                            page.refresh();
                                        }
                                    }
                                }
                            }
                            Label {
                                objectName: "hostProblem"
                                Layout.fillWidth: true
                                visible: page.localHost !== null && page.localHost.problem.length > 0
                                text: page.localHost ? page.localHost.problem : ""
                                color: Theme.danger
                                wrapMode: Text.WordWrap
                            }

                            Label { text: qsTr("On this network"); font.bold: true; color: Theme.text }
                            Label {
                                Layout.fillWidth: true
                                visible: !page.lanGames || page.lanGames.hosts.length === 0
                                text: qsTr("No one hosts games on this network now.")
                                color: Theme.mutedText
                                wrapMode: Text.WordWrap
                            }
                            Repeater {
                                model: page.lanGames ? page.lanGames.hosts : []
                                delegate: Button {
                                    required property var modelData
                                    required property int index
                                    objectName: "lanHost_" + index
                                    Layout.fillWidth: true
                                    text: qsTr("%1 at %2").arg(modelData.name).arg(modelData.url)
                                    Accessible.name: text
                                    onClicked: {
                                        serverField.text = modelData.url;
                                        page.refresh();
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    ConfirmDialog {
        id: stopHostingDialog
        objectName: "stopHostingDialog"
        parent: page
        title: qsTr("Stop hosting?")
        text: qsTr("Games on this computer pause and their players lose the connection until you host again.")
        acceptText: qsTr("Stop hosting")
        rejectText: qsTr("Keep hosting")
        onAccepted: page.localHost.stop()
    }
}
