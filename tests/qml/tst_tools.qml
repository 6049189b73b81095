import QtQuick
import QtTest
import Djed

// The player's tools on the game screen: the history of turns, undo and
// redo by buttons and keys, the hint, the game-over dialog, resigning, and
// continuing the autosaved game from the launcher.
Item {
    id: root
    // The game on the page, as the app shows it (Main.qml): the launcher's,
    // from one game to the next, kept while a page closes.
    property var shownSession: null
    Connections {
        target: launcher
        function onSessionChanged() { if (launcher.session) root.shownSession = launcher.session; }
    }
    width: 1000
    height: 640
    // The context properties under other names: inside LauncherPage the
    // names launcher, games and loadProblems are its own properties.
    readonly property var theLauncher: launcher
    readonly property var theGames: games
    readonly property var theProblems: loadProblems

    TestCase {
        id: testCase
        name: "PlayerTools"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {
                session: root.shownSession  // as the app shows it
                width: 1000
                height: 640
            }
        }

        function openGame(game, seats, position) {
            compare(launcher.start(game, "", seats, position), "");
            const page = createTemporaryObject(pageComponent, root);
            verify(page);
            waitForRendering(page);
            return page;
        }

        // One half-move or action by two clicks: the first movable piece to
        // its first destination.
        function clickMove(page) {
            const board = findChild(page, "boardView");
            let from = null;
            for (let row = 0; row < launcher.session.rows && !from; ++row)
                for (let col = 0; col < launcher.session.cols && !from; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.selectable) from = c;
                }
            verify(from, "a piece can move");
            mouseClick(from);
            for (let row = 0; row < launcher.session.rows; ++row)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.target) { mouseClick(c, c.width / c.spots / 2, c.height / 2); return; }
                }
            fail("no destination lit");
        }

        function test_history_shows_each_turn_and_the_board_after_it() {
            const page = openGame("ramses", ["human", "human"], "");
            const start = launcher.session.position;
            clickMove(page); clickMove(page);
            const afterOne = launcher.session.position;
            clickMove(page); clickMove(page);
            compare(launcher.session.history.count, 2);
            const row = launcher.session.history.get(0);
            verify(row.tooltip.indexOf("Light: ") === 0, row.tooltip);
            verify(row.tooltip.indexOf(", then ") > 0, row.tooltip);
            // The list makes its lines when it lays out, after the change.
            tryVerify(() => findChild(page, "historyTurn_1") !== null);
            const first = findChild(page, "historyTurn_1");
            // A turn played adds its line: the lines there stay (the list is not made anew).
            clickMove(page); clickMove(page);
            compare(launcher.session.history.count, 3);
            verify(findChild(page, "historyTurn_1") === first, "the first line is the same item");
            launcher.session.undo();
            compare(launcher.session.history.count, 2);
            verify(findChild(page, "historyTurn_1") === first, "and stays through an undo");
            mouseClick(first);
            compare(launcher.session.review.turn, 1);
            verify(findChild(page, "backToGameButton").visible);
            verify(!findChild(page, "boardView").interactive, "the board is read-only while reviewing");
            // The arrow keys step through the game.
            keyClick(Qt.Key_Left);
            compare(launcher.session.review.turn, 0);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            compare(launcher.session.review.turn, 2);
            mouseClick(findChild(page, "backToGameButton"));
            compare(launcher.session.review.turn, -1);
            verify(findChild(page, "boardView").interactive);
            verify(start !== afterOne);
        }

        function test_undo_and_redo_by_buttons_and_keys() {
            const page = openGame("ramses", ["human", "easy"], "");
            const start = launcher.session.position;
            const undo = findChild(page, "undoButton");
            verify(!undo.enabled);
            clickMove(page);
            verify(undo.enabled, "a half-move can be taken back");
            clickMove(page);
            // The computer replies; then both turns are taken back at once.
            tryVerify(() => launcher.session.turnsPlayed === 2 && launcher.session.humanToAct, 10000);
            mouseClick(undo);
            compare(launcher.session.turnsPlayed, 0);
            compare(launcher.session.position, start);
            const redo = findChild(page, "redoButton");
            verify(redo.enabled);
            keySequence("Ctrl+Shift+Z");
            compare(launcher.session.turnsPlayed, 2);
            keySequence(StandardKey.Undo);
            compare(launcher.session.turnsPlayed, 0);
            mouseClick(redo);
            compare(launcher.session.turnsPlayed, 2);
        }

        function test_the_hint_is_shown_and_not_played() {
            const page = openGame("seti", ["human", "human"], "");
            const before = launcher.session.position;
            keyClick(Qt.Key_H);
            tryVerify(() => launcher.session.hintText.length > 0, 20000);
            compare(launcher.session.position, before);
            compare(launcher.session.turnsPlayed, 0);
            verify(findChild(page, "hintText").visible);
            const board = findChild(page, "boardView");
            let marked = 0, destinations = 0;
            for (let row = 0; row < launcher.session.rows; ++row)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.hint) ++marked;
                    if (c && c.hintTo) ++destinations;
                }
            verify(marked >= 2, "origin and destination are marked: " + marked);
            // The destination is set apart from the squares on the way.
            verify(destinations >= 1 && destinations < marked, destinations + " destination(s) of " + marked);
            // Playing something else clears it.
            clickMove(page);
            compare(launcher.session.hintText, "");
        }

        function test_game_over_dialog_says_who_won_and_offers_what_next() {
            // L on 1 and 9 (hieroglyphs) and 10; 10-13 takes the third hieroglyph square.
            const page = openGame("ramses", ["human", "human"], "L:1,9,10,19 D:14,18,20,21 L");
            mouseClick(findChild(page, "cell_10"));
            mouseClick(findChild(page, "cell_13"));
            verify(launcher.session.over);
            const dialog = findChild(page, "gameOverDialog");
            tryVerify(() => dialog.opened);
            verify(findChild(page, "gameOverResult").text.indexOf("Light") >= 0);
            // The three hieroglyph squares that won are marked: 1, 9 and 13.
            for (const id of [1, 9, 13]) verify(findChild(page, "cell_" + id).decisive, "square " + id);
            verify(!findChild(page, "cell_17").decisive);
            mouseClick(findChild(page, "gameOverReview"));
            compare(launcher.session.review.turn, 0);
        }

        // A game with nobody to play it again with (opened from a record)
        // offers a new game at its end; one with players, playing again.
        function test_the_end_offers_a_new_game_where_it_cannot_be_played_again() {
            const page = openGame("ramses", ["human", "human"], "L:1,9,10,19 D:14,18,20,21 L");
            page.seriesAvailable = false;  // as the launcher says of a game opened from a record
            const newGame = createTemporaryObject(spyComponent, root, {target: page, signalName: "newGameRequested"});
            mouseClick(findChild(page, "cell_10"));
            mouseClick(findChild(page, "cell_13"));
            verify(launcher.session.over);
            const dialog = findChild(page, "gameOverDialog");
            tryVerify(() => dialog.opened);
            const again = findChild(page, "gameOverPlayAgain");
            verify(again.visible);
            compare(again.text, "New game…");
            mouseClick(again);
            compare(newGame.count, 1, "the new-game dialog is asked for");
            page.seriesAvailable = true;
            compare(again.text, "Play again");
        }

        function test_resigning_asks_first_then_ends_the_game() {
            const page = openGame("seti", ["human", "hard"], "");
            mouseClick(findChild(page, "resignButton"));
            const dialog = findChild(page, "resignDialog");
            tryVerify(() => dialog.opened);
            verify(!launcher.session.over);
            mouseClick(findChild(dialog, "confirmAccept"));
            verify(launcher.session.over);
            compare(launcher.session.winner, 1);
        }

        function test_the_language_switches_at_once() {
            const page = openGame("pharao", ["human", "human"], "");
            const undo = findChild(page, "undoButton");
            compare(undo.text, "Undo");
            compare(launcher.session.status, "Dark: throw the dice.");
            appLanguage.code = "de";
            compare(undo.text, "Zurück");
            compare(launcher.session.status, "Dunkel: Würfle.");
            compare(launcher.session.sides[0].name, "Hell");
            verify(launcher.session.rulesText.indexOf("## Das Brett") > 0, "the rules page in German");
            appLanguage.code = "fr";
            compare(undo.text, "Annuler");
            compare(launcher.session.status, "Foncé : lancez les dés.");
            verify(launcher.session.rulesText.indexOf("## Le plateau") > 0, "the rules page in French");
            appLanguage.code = "en";
            compare(undo.text, "Undo");
        }

        function boardsIn(item, out) {
            if (!item) return out;
            if (item.across !== undefined && item.session !== undefined && item.visible) out.push(item);
            for (let i = 0; i < item.children.length; ++i) boardsIn(item.children[i], out);
            return out;
        }

        // Every square with a number shows it, on its square.
        function numbersShown(board) {
            const s = board.session;
            let shown = 0;
            for (let row = 0; row < s.rows; ++row)
                for (let col = 0; col < s.cols; ++col) {
                    const cell = board.cellItem(s.board.hitTest(row, col).cellId);
                    if (!cell || cell.label.length === 0) continue;
                    const chip = findChild(board, "number_" + cell.cellId);
                    if (!chip || !chip.visible || chip.width <= 0) return -1;
                    ++shown;
                }
            return shown;
        }

        // Switching the language at run time keeps the board's numbers (on
        // the game screen and the launcher's cards), puts the hint in the new
        // language and shows the language chosen in both language boxes.
        function test_a_language_switch_keeps_numbers_hint_and_boxes_in_step() {
            const page = openGame("ramses", ["human", "human"], "");
            const board = findChild(page, "boardView");
            const squares = numbersShown(board);
            verify(squares >= 22, "Ramses' numbers: " + squares);
            launcher.session.hint();
            tryVerify(() => launcher.session.hintText.indexOf("pawn from") > 0, 20000);
            const home = createTemporaryObject(launcherComponent, root, {language: appLanguage, settings: appSettings});
            waitForRendering(home);
            const cardBoards = boardsIn(home, []);
            verify(cardBoards.length >= 3, "a board on every card");
            const cardSquares = cardBoards.map(b => numbersShown(b));
            const settings = createTemporaryObject(settingsComponent, root, {parent: root});
            settings.open();
            tryVerify(() => settings.opened);
            const settingsBox = findChild(settings.contentItem, "settingsLanguage");
            const launcherBox = findChild(home, "languageBox");
            for (const code of ["de", "fr", "en"]) {
                settingsBox.currentIndex = settingsBox.indexOfValue(code);
                settingsBox.activated(settingsBox.currentIndex);
                compare(appLanguage.code, code);
                waitForRendering(page);
                compare(numbersShown(board), squares, code + ": the numbers stay on the board");
                tryCompare(settingsBox, "currentValue", code);
                compare(launcherBox.currentValue, code, "the launcher's box follows");
                waitForRendering(home);
                const now = boardsIn(home, []).map(b => numbersShown(b));
                compare(now, cardSquares, code + ": the numbers stay on the cards");
            }
            appLanguage.code = "de";
            verify(launcher.session.hintText.indexOf("Stein von") >= 0, launcher.session.hintText);
            appLanguage.code = "en";
            appSettings.language = "";
        }

        Component {
            id: settingsComponent
            SettingsDialog {
                settings: appSettings
                language: appLanguage
                levels: ["easy", "medium", "hard"]
            }
        }

        function test_settings_apply_and_are_remembered() {
            const dialog = createTemporaryObject(settingsComponent, root);
            dialog.open();
            tryVerify(() => dialog.opened);
            const content = dialog.contentItem;
            const theme = findChild(content, "settingsTheme");
            verify(theme, "the theme box");
            theme.currentIndex = 1;
            theme.activated(1);
            compare(appSettings.theme, "dark");
            verify(appSettings.darkTheme);
            const legal = findChild(content, "settingsLegalMoves");
            verify(legal.checked);
            mouseClick(legal);
            compare(appSettings.showLegalMoves, false);
            const animation = findChild(content, "settingsAnimation");
            animation.currentIndex = 2;
            animation.activated(2);
            compare(appSettings.animationScale, 0);
            const hard = findChild(content, "settingsThink_hard");
            verify(hard, "the time of the hard level");
            hard.value = 25;
            hard.valueModified();
            compare(appSettings.thinkSeconds("hard"), 2.5);
            compare(hard.displayText, "2.5 s");
            appLanguage.code = "fr";
            compare(hard.displayText, "2,5 s", "the decimal mark of the language chosen");
            appLanguage.code = "de";
            compare(hard.displayText, "2,5 s");
            appLanguage.code = "en";
            appSettings.setSeats("ramses", ["easy", "human"]);
            compare(appSettings.seats("ramses"), ["easy", "human"]);
            // Reset: every setting back to its default, the boxes too.
            mouseClick(findChild(dialog.footer, "settingsReset"));
            compare(appSettings.theme, "light");
            compare(appSettings.showLegalMoves, true);
            verify(findChild(content, "settingsLegalMoves").checked);
            compare(appSettings.thinkSeconds("hard"), 0);
            compare(appSettings.seats("ramses"), ["human", "medium"]);
            compare(appLanguage.code, appLanguage.systemCode);
        }

        Component {
            id: spinnerComponent
            ThinkingSpinner {}
        }

        // The computer's spinner: dots in the theme's accent, one of them
        // brighter and going round while it runs, standing still otherwise.
        function test_the_thinking_spinner_turns_while_it_runs() {
            for (const dark of [false, true]) {
                Theme.dark = dark;
                const spinner = createTemporaryObject(spinnerComponent, root, {running: true});
                waitForRendering(spinner);
                const dots = Array.from(spinner.children).filter(c => c.radius !== undefined);
                compare(dots.length, 8);
                for (const dot of dots) compare(String(dot.color), String(Theme.accent));
                const start = spinner.phase;
                tryVerify(() => Math.abs(spinner.phase - start) > 1, 5000, "it turns");
                const brightest = () => dots.reduce((best, d, i) => d.opacity > dots[best].opacity ? i : best, 0);
                const first = brightest();
                tryVerify(() => brightest() !== first, 5000, "the bright dot goes round");
                spinner.running = false;
                const stopped = spinner.phase;
                wait(100);
                compare(spinner.phase, stopped);
            }
            Theme.dark = false;
        }

        // The theme changed while the settings are open (or after they were
        // made): every control in the dialog takes the new colours, not
        // only the dialog's background.
        function test_a_dialog_follows_the_theme_changed_after_it_was_made() {
            Theme.dark = false;
            const dialog = createTemporaryObject(settingsComponent, root);
            dialog.open();
            tryVerify(() => dialog.opened);
            const theme = findChild(dialog.contentItem, "settingsTheme");
            const reset = findChild(dialog.footer, "settingsReset");
            compare(theme.palette.button, Theme.button);
            const light = String(Theme.button);  // a copy: the property read later is the new colour
            Theme.dark = true;
            verify(String(Theme.button) !== light);
            compare(theme.palette.button, Theme.button, "the theme box");
            compare(theme.palette.buttonText, Theme.text);
            compare(reset.palette.button, Theme.button, "the reset button");
            Theme.dark = false;
            compare(String(theme.palette.button), light);
        }

        function test_resigning_without_the_question_when_the_setting_says_so() {
            compare(launcher.start("seti", "aleph", ["human", "hard"], ""), "");
            const page = createTemporaryObject(pageComponent, root, {confirmResign: false});
            waitForRendering(page);
            mouseClick(findChild(page, "resignButton"));
            verify(launcher.session.over);
        }

        function test_escape_closes_the_rules_and_dialogs() {
            const page = openGame("ramses", ["human", "hard"], "");
            mouseClick(findChild(page, "rulesButton"));
            const rules = findChild(page, "rulesPopup");
            tryVerify(() => rules.opened);
            keyClick(Qt.Key_Escape);
            tryVerify(() => !rules.visible);
            mouseClick(findChild(page, "resignButton"));
            const resign = findChild(page, "resignDialog");
            tryVerify(() => resign.opened);
            keyClick(Qt.Key_Escape);
            tryVerify(() => !resign.visible);
            verify(!launcher.session.over, "Escape does not resign");
        }

        function test_the_keyboard_plays_from_the_first_key() {
            const page = openGame("ramses", ["human", "human"], "");
            // No Tab needed: the board has the keyboard, its cursor on a piece.
            keyClick(Qt.Key_Return);
            const board = findChild(page, "boardView");
            const cursor = board.cellItem(board.cursorCell);
            verify(cursor.selected, "the piece under the cursor is selected");
        }

        function test_moves_captures_and_throws_are_heard() {
            let page = openGame("pharao", ["human", "human"], "");
            let spy = createTemporaryObject(spyComponent, root, {target: launcher.session, signalName: "sound"});
            mouseClick(findChild(page, "throwButton"));
            compare(spy.count, 1);
            compare(spy.signalArguments[0][0], "dice");
            page = openGame("ramses", ["human", "human"], "");
            spy = createTemporaryObject(spyComponent, root, {target: launcher.session, signalName: "sound"});
            clickMove(page);
            compare(spy.count, 1);
            compare(spy.signalArguments[0][0], "move");
        }

        function test_a_conquest_is_announced() {
            compare(launcher.start("seti", "aleph", ["human", "human"], "1p1/3/3/3/3/2h/H2/3/3/1P1 w 3 3"), "");
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const note = findChild(page, "captureNote");
            verify(!note.visible);
            const board = findChild(page, "boardView");
            // Rank 10 is the top row: a4 is row 6, column 0; c5 row 5, column 2.
            mouseClick(board.cellItem(launcher.session.board.hitTest(6, 0).cellId));
            mouseClick(board.cellItem(launcher.session.board.hitTest(5, 2).cellId));
            compare(launcher.session.turnsPlayed, 1);
            verify(note.visible);
            verify(note.text.indexOf("changes sides and is set down on a1") > 0, note.text);
            // The figure that changed sides is marked where it was set down.
            verify(board.cellItem(launcher.session.board.hitTest(9, 0).cellId).lastTurn, "a1 is marked");
        }

        Component {
            id: launcherComponent
            LauncherPage {
                width: 1000
                height: 640
                games: root.theGames
                loadProblems: root.theProblems
                launcher: root.theLauncher
            }
        }
        Component {
            id: spyComponent
            SignalSpy {}
        }

        // The keys a KDE game has: Escape steps back (out of the review even
        // with a button focused, then lets go of a piece), F1 opens the
        // rules, Ctrl+N asks for a new game, T throws the dice; a panel
        // button leaves the keyboard with the board.
        function test_escape_f1_ctrl_n_and_the_throw_key() {
            const page = openGame("ramses", ["human", "human"], "");
            const board = findChild(page, "boardView");
            clickMove(page); clickMove(page);
            launcher.session.review.show(1);
            const hint = findChild(page, "hintButton");
            hint.forceActiveFocus();
            keyClick(Qt.Key_Escape);
            compare(launcher.session.review.turn, -1, "out of the review");
            verify(board.activeFocus, "the board has the keyboard again");
            mouseClick(findChild(page, "cell_" + board.cellItem(launcher.session.board.hitTest(0, 0).cellId).cellId));
            let selected = null;
            for (let row = 0; row < launcher.session.rows && !selected; ++row)
                for (let col = 0; col < launcher.session.cols && !selected; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.selectable) { mouseClick(c); if (c.selected) selected = c; }
                }
            verify(selected, "a piece is selected");
            keyClick(Qt.Key_Escape);
            verify(!selected.selected, "Escape lets go of the piece");
            mouseClick(findChild(page, "undoButton"));
            verify(board.activeFocus, "a click on a panel button leaves the keyboard with the board");
            const spy = createTemporaryObject(spyComponent, root, {target: page, signalName: "newGameRequested"});
            keySequence(StandardKey.New);
            compare(spy.count, 1, "Ctrl+N");
            keyClick(Qt.Key_F1);
            const rules = findChild(page, "rulesPopup");
            tryVerify(() => rules.opened, 2000, "F1 opens the rules");
            keyClick(Qt.Key_Escape);
            tryVerify(() => !rules.visible);
            page.destroy();

            const pharao = openGame("pharao", ["human", "human"], "");
            verify(launcher.session.humanThrows);
            keyClick(Qt.Key_T);
            verify(!launcher.session.humanThrows, "T threw the dice");
            verify(launcher.session.dice.length === 2);
        }

        // A piece of the side to move that has no move says so.
        function test_a_click_on_a_piece_without_a_move_says_it_has_none() {
            const page = openGame("ramses", ["human", "human"], "L:2,7,8,21 D:4,19,20,22(13) L");
            mouseClick(findChild(page, "cell_7"));  // hemmed in: no legal move
            compare(findChild(page, "clickNotice").text,
                    "The piece on 7 has no legal move from where it stands. Light: move one of your pawns.");
        }

        // A click on a piece that cannot move says why; leaving a game where
        // nothing was played asks nothing.
        function test_a_useless_click_is_explained_and_an_empty_game_left_at_once() {
            const page = openGame("ramses", ["human", "human"], "L:2,3,4,5(10) D:19,20,21,22(10) L first");
            mouseClick(findChild(page, "cell_19"));  // Dark's pawn, Light to move
            const notice = findChild(page, "clickNotice");
            verify(notice.visible);
            compare(notice.text, "The piece on 19 is Dark's, and none of Dark's pieces moves now. Light: move one of your pawns.");
            // Said again in the language chosen after the click.
            appLanguage.code = "de";
            verify(notice.text.indexOf("19") >= 0 && notice.text.indexOf("Dark") < 0, notice.text);
            appLanguage.code = "en";
            compare(notice.text, "The piece on 19 is Dark's, and none of Dark's pieces moves now. Light: move one of your pawns.");
            clickMove(page);
            compare(launcher.session.clickNotice, "", "gone with the next click");
            const back = createTemporaryObject(spyComponent, root, {target: page, signalName: "back"});
            page.leave();
            compare(back.count, 0, "something was played: the question first");
            verify(findChild(page, "leaveDialog").visible);
            const fresh = openGame("ramses", ["human", "human"], "");
            const freshBack = createTemporaryObject(spyComponent, root, {target: fresh, signalName: "back"});
            fresh.leave();
            compare(freshBack.count, 1, "nothing played: no question");
        }

        Component {
            id: statisticsComponent
            StatisticsDialog {
                statistics: appStatistics
                gameName: id => id === "ramses" ? "Ramses" : id
            }
        }

        // A game lost to the computer shows in the statistics, once; its
        // end undone, it is gone again.
        function test_the_statistics_show_each_game_against_the_computer() {
            appStatistics.reset();
            const dialog = createTemporaryObject(statisticsComponent, root);
            dialog.open();
            tryVerify(() => dialog.opened);
            verify(findChild(dialog.contentItem, "statisticsEmpty").visible);
            compare(launcher.start("ramses", "", ["human", "easy"], "L:2,3,4,5(10) D:19,20,21,22(10) L first"), "");
            launcher.session.resign();
            const cells = [];
            for (let i = 0; i < 7; ++i) cells.push(findChild(dialog.contentItem, "statistics_0_" + i).text);
            compare(cells, ["Ramses", "easy", "1", "0", "1", "0", "0"]);
            verify(!findChild(dialog.contentItem, "statistics_1_0"), "one row");
            launcher.session.undo();
            verify(findChild(dialog.contentItem, "statisticsEmpty").visible, "the end undone is taken out");
            launcher.session.redo();
            compare(findChild(dialog.contentItem, "statistics_0_4").text, "1");
            mouseClick(findChild(dialog.footer, "statisticsReset"));
            verify(findChild(dialog.contentItem, "statisticsEmpty").visible);
        }

        Component {
            id: fileDialogComponent
            RecordFileDialog {}
        }

        // Saving and opening through the app's own file dialog: Enter in the
        // name field saves (the .djed added), the record shows in the list and
        // opens by a click and Enter; saving over it asks first.
        function test_records_are_saved_and_opened_with_the_keyboard() {
            const page = openGame("ramses", ["human", "human"], "");
            clickMove(page); clickMove(page);
            const position = launcher.session.position;
            const name = "djed-dialog-test-" + Date.now();
            const save = createTemporaryObject(fileDialogComponent, root, {saving: true, title: "Save"});
            const saved = createTemporaryObject(spyComponent, root, {target: save, signalName: "accepted"});
            save.folder = "file://" + appTempFolder;
            save.open();
            tryVerify(() => save.opened);
            compare(findChild(save.footer, "fileDialogAccept").text, "Save");
            compare(findChild(save.contentItem, "fileDialogPath").text, appTempFolder, "the folder is named");
            verify(findChild(save.contentItem, "fileDialogUp").enabled);
            const nameField = findChild(save.contentItem, "fileDialogName");
            verify(nameField.activeFocus, "the name field has the keyboard");
            nameField.text = name;
            keyClick(Qt.Key_Return);
            compare(saved.count, 1, "Enter saves");
            verify(String(save.selectedFile).endsWith("/" + name + ".djed"), save.selectedFile);
            compare(launcher.saveRecord(save.selectedFile), "");

            const open = createTemporaryObject(fileDialogComponent, root, {title: "Open"});
            const opened = createTemporaryObject(spyComponent, root, {target: open, signalName: "accepted"});
            open.folder = save.folder;
            open.open();
            tryVerify(() => open.opened);
            let entry = null;
            tryVerify(() => (entry = findChild(open.contentItem, "fileDialogEntry_" + name + ".djed")) !== null, 5000,
                      "the record is listed");
            mouseClick(entry);
            compare(findChild(open.contentItem, "fileDialogName").text, name + ".djed");
            findChild(open.contentItem, "fileDialogName").forceActiveFocus();
            keyClick(Qt.Key_Return);
            compare(opened.count, 1);
            compare(launcher.openRecord(open.selectedFile), "");
            compare(launcher.session.position, position);
            // A whole path typed from another folder opens that file; a name
            // that is not here says so.
            open.folder = "file:///";
            open.open();
            tryVerify(() => open.opened);
            const typedName = findChild(open.contentItem, "fileDialogName");
            typedName.text = "no-such-record.djed";
            typedName.forceActiveFocus();
            keyClick(Qt.Key_Return);
            compare(opened.count, 1, "nothing opened");
            verify(findChild(open.contentItem, "fileDialogProblem").text.indexOf("no-such-record.djed") >= 0);
            typedName.text = appTempFolder + "/" + name + ".djed";
            keyClick(Qt.Key_Return);
            compare(opened.count, 2, "the whole path typed opens it");
            verify(String(open.selectedFile).endsWith("/" + name + ".djed"), open.selectedFile);
            open.folder = save.folder;
            // Up one folder, and a folder typed in.
            open.open();
            tryVerify(() => open.opened);
            mouseClick(findChild(open.contentItem, "fileDialogUp"));
            compare(findChild(open.contentItem, "fileDialogPath").text, appTempFolder.substring(0, appTempFolder.lastIndexOf("/")));
            const pathField = findChild(open.contentItem, "fileDialogPath");
            pathField.text = appTempFolder;
            pathField.forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryVerify(() => findChild(open.contentItem, "fileDialogEntry_" + name + ".djed") !== null, 5000);
            open.close();

            // Saving over it asks first.
            save.open();
            tryVerify(() => save.opened);
            tryVerify(() => findChild(save.contentItem, "fileDialogEntry_" + name + ".djed") !== null, 5000);
            findChild(save.contentItem, "fileDialogName").text = name;
            keyClick(Qt.Key_Return);
            compare(saved.count, 1, "not yet");
            const question = findChild(save, "fileDialogOverwrite");
            tryVerify(() => question.opened);
        }

        function test_the_launcher_continues_the_autosaved_game() {
            const page = openGame("ramses", ["human", "human"], "");
            clickMove(page); clickMove(page);
            const position = launcher.session.position;
            verify(launcher.continueText.indexOf("Continue: Ramses, two players, turn 2") === 0, launcher.continueText);
            page.destroy();
            launcher.close();
            const home = createTemporaryObject(launcherComponent, root);
            const spy = createTemporaryObject(spyComponent, root, {target: home, signalName: "continueRequested"});
            const button = findChild(home, "continueButton");
            verify(button.visible);
            compare(button.text, launcher.continueText);
            mouseClick(button);
            compare(spy.count, 1);
            compare(launcher.continueGame(), "");
            compare(launcher.session.position, position);
            compare(launcher.session.turnsPlayed, 1);
        }
    }
}
