import QtQuick

// Plays a real djed window online as a player would, for the process test
// (apps_online_test.sh): it finds the screens' controls by name, fills the
// fields, presses the buttons, and plays random legal turns on the board
// through the same cells and buttons a click reaches. It says what happens
// on its output ("driver: code ABC123", "driver: turns 12", "driver: over
// 0 resigned"), which the test script reads.
//
// Options (DJED_DRIVE_*): role (create, join, host or resume), server,
// name, game, variant, code, seed, port (host), shot (a picture of the
// window once seated, to look at).
QtObject {
    id: driver

    required property var window
    required property var launcher
    required property var online
    required property var options

    property string phase: "start"
    property int lastTurns: -1
    property bool saidCode: false
    property bool saidOver: false
    property int waited: 0
    property real seed: parseInt(options.seed || "1")

    function say(text) { console.log("driver: " + text); }
    function random(n) {
        // A small generator of its own: the same seed, the same choices.
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return Math.floor(seed / 65536) % n;
    }
    function find(item, name) {
        if (!item) return null;
        if (item.objectName === name && item.visible !== false) return item;
        const kids = item.children;
        let contentSeen = false;
        for (let i = 0; kids && i < kids.length; ++i) {
            if (kids[i] === item.contentItem) contentSeen = true;
            const found = find(kids[i], name);
            if (found) return found;
        }
        if (item.contentItem && !contentSeen) return find(item.contentItem, name);
        return null;
    }
    function press(name) {
        const button = find(window.contentItem, name);
        if (!button || !button.enabled) return false;
        button.clicked();
        return true;
    }
    function type(name, text) {
        const field = find(window.contentItem, name);
        if (!field) return false;
        field.text = text;
        return true;
    }

    // Opens the online screen and starts what the role asks.
    function start() {
        if (!find(window.contentItem, "onlineBackButton")) {
            press("onlineButton");
            return;
        }
        if (options.role === "resume") {
            if (press("continueOnlineButton_0")) phase = "seated";
            return;
        }
        type("nicknameField", options.name || "Player");
        if (options.role === "host") {
            // Hosting once: the port box is locked while the server runs.
            const port = find(window.contentItem, "hostPortBox");
            if (port.enabled) {
                port.value = parseInt(options.port);
                if (press("hostButton")) say("hosting " + find(window.contentItem, "serverField").text);
                return;
            }
        } else {
            type("serverField", options.server);
        }
        if (options.role === "join") {
            type("codeField", options.code);
            if (press("joinButton")) phase = "seated";
            return;
        }
        const games = find(window.contentItem, "onlineGameBox");
        games.currentIndex = games.indexOfValue(options.game);
        const variants = find(window.contentItem, "onlineVariantBox");
        if (variants && options.variant)
            variants.currentIndex = variants.variants.findIndex(v => v.id === options.variant);
        if (press("createGameButton")) phase = "seated";
    }

    // One click of the player here, when it is theirs: a piece, then where it
    // goes, or a button of the panel.
    function play(session) {
        if (session.over || !session.humanToAct || session.thinking) return;
        const board = find(window.contentItem, "boardView");
        if (!board) return;
        const targets = [], pieces = [];
        for (let row = 0; row < session.rows; ++row)
            for (let col = 0; col < session.cols; ++col) {
                const id = session.board.hitTest(row, col).cellId;
                const cell = board.cellItem(id);
                if (!cell) continue;
                if (cell.target && targets.indexOf(cell) < 0) targets.push(cell);
                if (cell.selectable && pieces.indexOf(cell) < 0) pieces.push(cell);
            }
        if (targets.length > 0) {
            const cell = targets[random(targets.length)];
            session.clickCell(cell.cellId, cell.targetSpots.length > 0 ? cell.targetSpots[random(cell.targetSpots.length)] : -1);
            return;
        }
        const buttons = [];
        for (let i = 0; i < 8; ++i) {
            const b = find(window.contentItem, "actionButton_" + i);
            if (b) buttons.push(b);
        }
        const choices = pieces.length + buttons.length;
        if (choices === 0) return;
        const pick = random(choices);
        if (pick < pieces.length) session.clickCell(pieces[pick].cellId, -1);
        else buttons[pick - pieces.length].clicked();
    }

    property Timer ticker: Timer {
        interval: 50
        repeat: true
        running: true
        onTriggered: {
            if (driver.phase === "start") return driver.start();
            const session = driver.launcher.session;
            if (!session || !session.online) return;
            if (!driver.saidCode && driver.online.code.length > 0) {
                driver.saidCode = true;
                driver.say("code " + driver.online.code + " side " + driver.online.side);
                if (driver.options.shot)
                    driver.find(driver.window.contentItem, "boardView").parent.grabToImage(result => {
                        result.saveToFile(driver.options.shot);
                        driver.say("shot " + driver.options.shot);
                    });
            }
            if (session.turnsPlayed !== driver.lastTurns) {
                driver.lastTurns = session.turnsPlayed;
                driver.say("turns " + session.turnsPlayed);
            }
            if (session.over && !driver.saidOver) {
                driver.saidOver = true;
                driver.say("over " + session.winner + " " + driver.online.endText + " | " + session.status);
            }
            if (driver.online.connection === 2)  // Online: moves go out only then
                driver.play(session);
        }
    }
}
