import QtQuick
import QtTest
import Djed

// A solvable game on the game screen (the tic-tac-toe test game): solving
// it from the screen with the progress shown, then the analysis marking
// every destination with its exact value, the perfect level offered, and
// the game-over dialog naming the turn that lost the game.
Item {
    id: root
    width: 1000
    height: 640

    TestCase {
        id: testCase
        name: "SolvedGame"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {
                width: 1000
                height: 640
            }
        }

        // English with its plural forms ("in 1 turn", "in 5 turns").
        function initTestCase() {
            appLanguage.code = "de";
            appLanguage.code = "en";
        }

        function openGame(seats) {
            compare(launcher.start("tictactoe", "classic", seats), "");
            const page = createTemporaryObject(pageComponent, root, {session: launcher.session, launcher: launcher});
            verify(page);
            waitForRendering(page);
            return page;
        }

        function solved(page) {
            if (launcher.session.tableLoaded) return;
            const solve = findChild(page, "solveButton");
            verify(solve.visible, "Solve is offered while the table is absent");
            verify(launcher.levelsFor("tictactoe", "classic").indexOf("perfect") < 0);
            mouseClick(solve);
            const dialog = findChild(page, "solveDialog");
            tryCompare(dialog, "opened", true);
            dialog.accept();
            tryCompare(launcher.session, "tableLoaded", true, 20000);
            verify(!solve.visible);
            verify(launcher.levelsFor("tictactoe", "classic").indexOf("perfect") >= 0);
            // The end is said.
            const note = findChild(page, "solvedNote");
            verify(note.visible && note.text.indexOf("is solved") > 0, note.text);
        }

        Component {
            id: fakeBuilderComponent
            // A solve under way, as the screen sees it.
            QtObject {
                property bool running: true
                property string gameId: "tictactoe"
                property double progress: 0.3
                property int secondsLeft: -1
                property bool counting: true
                property string keptAt: ""
                property string solvedGameId: ""
                property string problem: ""
                property int cancels: 0
                function cancel() { ++cancels; }
            }
        }
        Component {
            id: solvedPanelComponent
            SolvedPanel { width: 400 }
        }

        // The bar says the stage and what a stop keeps; Cancel asks first,
        // saying what is kept, and stops only when told to.
        function test_a_solve_says_what_a_stop_keeps_and_asks_first() {
            compare(launcher.start("tictactoe", "classic", ["human", "human"]), "");
            const builder = createTemporaryObject(fakeBuilderComponent, root);
            const panel = createTemporaryObject(solvedPanelComponent, root, {session: launcher.session, builder: builder});
            waitForRendering(panel);
            const text = findChild(panel, "solveProgressText");
            verify(text.text.indexOf("Counting the positions: 30%") === 0, text.text);
            verify(text.text.indexOf("Nothing is kept yet") > 0, text.text);
            builder.counting = false;
            builder.keptAt = "10:42";
            verify(text.text.indexOf("Solving: 30%") === 0, text.text);
            verify(text.text.indexOf("The work up to 10:42 is kept") > 0, text.text);
            mouseClick(findChild(panel, "solveCancel"));
            const question = findChild(panel, "solveStopQuestion");
            tryCompare(question, "opened", true);
            verify(question.text.indexOf("10:42") >= 0, question.text);
            compare(builder.cancels, 0, "not stopped by the click alone");
            question.reject();
            compare(builder.cancels, 0, "going on");
            mouseClick(findChild(panel, "solveCancel"));
            tryCompare(question, "opened", true);
            question.accept();
            compare(builder.cancels, 1, "stopped when told to");
        }

        function values(page) {
            const out = [];
            for (let id = 0; id < 9; ++id) {
                const mark = findChild(page, "value_" + id);
                if (mark && mark.visible) out.push(mark);
            }
            return out;
        }

        function test_analysis_marks_every_destination() {
            const page = openGame(["human", "human"]);
            solved(page);
            const toggle = findChild(page, "analysisSwitch");
            verify(toggle.visible);
            compare(values(page).length, 0);
            mouseClick(toggle);
            compare(launcher.session.analysis, true);
            waitForRendering(page);
            // An empty board: every cell holds the draw.
            const marks = values(page);
            compare(marks.length, 9);
            for (const m of marks) {
                compare(m.valueKind, "draw");
                compare(findChild(m, "valueLabel_" + m.cellId).text, "=");
            }
            // A mark on an edge: some replies now lose, and say in how many turns.
            const board = findChild(page, "boardView");
            mouseClick(board.cellItem(1));
            const kinds = values(page).map(m => m.valueKind);
            compare(kinds.length, 8);
            verify(kinds.indexOf("loss") >= 0 && kinds.indexOf("draw") >= 0, kinds);
            const loss = values(page).find(m => m.valueKind === "loss");
            verify(loss.valueTurns > 0);
            compare(findChild(loss, "valueLabel_" + loss.cellId).text, String(loss.valueTurns));
            mouseClick(toggle);
            compare(values(page).length, 0);
        }

        function test_the_hint_says_its_value() {
            const page = openGame(["human", "human"]);
            solved(page);
            launcher.session.hint();
            tryVerify(() => launcher.session.hintText.length > 0, 5000);
            verify(launcher.session.hintText.indexOf("holds the draw") > 0, launcher.session.hintText);
        }

        function test_the_game_over_dialog_names_the_losing_turn() {
            const page = openGame(["human", "human"]);
            solved(page);
            compare(launcher.start("tictactoe", "classic", ["perfect", "human"]), "");
            page.session = launcher.session;
            const board = findChild(page, "boardView");
            // O answers the perfect first mark with a mark that loses, then
            // plays on as it likes.
            tryCompare(launcher.session, "humanToAct", true, 5000);
            launcher.session.analysis = true;
            let losing = values(page).find(m => m.valueKind === "loss");
            verify(losing, "O has a losing mark");
            const losingWords = losing.valueText;
            while (!launcher.session.over) {
                const marks = values(page);
                const pick = losing ? losing : marks[0];
                losing = null;
                mouseClick(board.cellItem(pick.cellId));
                tryVerify(() => launcher.session.over || launcher.session.humanToAct, 5000);
            }
            const dialog = findChild(page, "gameOverDialog");
            tryCompare(dialog, "opened", true);
            const lost = findChild(dialog, "gameOverLost");
            verify(lost.visible);
            // The same words as the analysis gave the losing mark.
            verify(/^Turn 2: after [a-c][1-3], O loses in \d+ turns? at best\.$/.test(lost.text), lost.text);
            verify(lost.text.indexOf(losingWords) > 0, lost.text + " / " + losingWords);
            appLanguage.code = "de";
            verify(/^Zug 2: [a-c][1-3] – O verliert bestenfalls in \d+ Zügen?\.$/.test(lost.text), lost.text);
            appLanguage.code = "en";
        }
    }
}
