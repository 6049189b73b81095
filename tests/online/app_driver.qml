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
// window once seated, to look at), wait_first (ms to wait before the first
// turn here: it says the clocks after it, "first-clocks MINE CONTROL"),
// draw_at (offers a draw once this many turns are played), answer_draw
// (accept or decline an offer, on the panel; hold_from: from this many
// turns, each turn here waits 3 s for the offer until it came), shot_down and shot_draw
// (pictures while the connection is down, and of a draw offer).
// It also says "down STATUS | veil SHOWN | interactive ON" when the
// connection drops in a game, and "notice TEXT" for each notice.
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
    property real seatedAt: 0
    property int turnsAtMyFirst: -1   // turns played when this player began its first turn
    property real clockAtSeat: -1     // this side's clock as the server said it before that turn
    property bool answering: false    // a draw offer being answered: no turn meanwhile
    property int turnSeen: -1         // the turn this side was last seen to be at ...
    property real turnSeenAt: 0       // ... since when
    property bool saidFirstClocks: false
    property bool saidDown: false
    property bool offeredDraw: false
    property bool answeredDraw: false
    property string lastNotice: ""
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
        if (session.over || !session.humanToAct || session.thinking || answering) return;
        // Expecting a draw offer from this many turns on (hold_from): each turn waits a
        // moment for it (it comes while this side is to move), until it was answered.
        if (options.hold_from && !answeredDraw && session.turnsPlayed >= parseInt(options.hold_from)) {
            if (turnSeen !== session.turnsPlayed) {
                turnSeen = session.turnsPlayed;
                turnSeenAt = Date.now();
            }
            if (Date.now() - turnSeenAt < 3000) return;
        }
        // The first turn here waits as asked: the clock must not run meanwhile.
        if (turnsAtMyFirst < 0) {
            if (Date.now() - seatedAt < parseInt(options.wait_first || "0")) return;
            turnsAtMyFirst = session.turnsPlayed;
        }
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

    property Timer answerTimer: Timer {
        interval: 300
        onTriggered: {
            driver.press(driver.options.answer_draw === "accept" ? "acceptDrawButton" : "declineDrawButton");
            driver.say("draw answered " + driver.options.answer_draw);
            driver.answering = false;
        }
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
                driver.seatedAt = Date.now();
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
            const here = driver.online.side;
            // The server's first word on this side's clock after its first turn (the turn's event).
            if (here >= 0 && driver.online.clocks.length === 2) {
                if (driver.turnsAtMyFirst < 0) driver.clockAtSeat = driver.online.clocks[here];
                else if (!driver.saidFirstClocks && driver.online.clocks[here] !== driver.clockAtSeat) {
                    driver.saidFirstClocks = true;
                    driver.say("first-clocks " + driver.online.clocks[here] + " " + driver.online.timeControl);
                }
            }
            if (driver.online.notice !== driver.lastNotice) {
                driver.lastNotice = driver.online.notice;
                if (driver.lastNotice.length > 0) driver.say("notice " + driver.lastNotice);
            }
            // The connection down in a game: what the screen says, and whether the board is locked.
            if (driver.online.connection !== 2 && !session.over && driver.lastTurns > 0 && !driver.saidDown) {
                const veil = driver.find(driver.window.contentItem, "boardVeil");
                const status = driver.find(driver.window.contentItem, "statusLine");
                const board = driver.find(driver.window.contentItem, "boardView");
                if (veil && status) {
                    driver.saidDown = true;
                    driver.say("down " + status.text + " | veil " + veil.visible + " | interactive " + board.interactive);
                    if (driver.options.shot_down)
                        driver.find(driver.window.contentItem, "boardView").parent.grabToImage(result => result.saveToFile(driver.options.shot_down));
                }
            }
            if (driver.online.connection === 2) driver.saidDown = false;
            // A draw offered: answered on the panel, with no dialog over the board.
            const accept = driver.find(driver.window.contentItem, "acceptDrawButton");
            if (accept && driver.options.answer_draw && !driver.answeredDraw) {
                driver.answeredDraw = true;
                driver.answering = true;
                const dialog = driver.find(driver.window.contentItem, "drawAnswerDialog");
                driver.say("draw asked on the panel, dialog " + (dialog !== null && dialog.visible));
                if (driver.options.shot_draw)
                    driver.find(driver.window.contentItem, "boardView").parent.grabToImage(result => result.saveToFile(driver.options.shot_draw));
                // Answered a moment later (the picture is taken meanwhile), before any turn here.
                driver.answerTimer.start();
            }
            if (session.over && !driver.saidOver) {
                driver.saidOver = true;
                driver.say("over " + session.winner + " " + driver.online.endText + " | " + session.status);
            }
            // A draw offered while the other side is to move: it stands until that side moves or answers.
            if (driver.options.draw_at && !driver.offeredDraw && driver.online.connection === 2 && !session.humanToAct
                && session.turnsPlayed >= parseInt(driver.options.draw_at) && session.canOfferDraw) {
                driver.offeredDraw = true;
                session.offerDraw();
                driver.say("draw offered");
            }
            if (driver.online.connection === 2)  // Online: moves go out only then
                driver.play(session);
        }
    }
}
