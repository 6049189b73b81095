import QtQuick
import QtTest
import Djed

// Lessons and puzzles on the game screen: the coach's panel, a wrong try
// answered and taken back, a task solved and remembered, the next lesson a
// game with hints on; the launcher pointing a newcomer to "Learn"; one lesson
// of each game taken by clicks on its board; a puzzle solved and one shown.
Item {
    id: root
    // The game on the page, as the app shows it (Main.qml): the launcher's,
    // from one game to the next, kept while a page closes.
    property var shownSession: null
    Connections {
        target: launcher
        function onSessionChanged() { if (launcher.session) root.shownSession = launcher.session; }
    }
    width: 1100
    height: 760
    readonly property var theLauncher: launcher
    readonly property var theGames: games
    readonly property var theProblems: loadProblems

    TestCase {
        name: "Learn"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {
                session: root.shownSession  // as the app shows it
                width: 1100
                height: 760
                launcher: root.theLauncher
            }
        }
        Component {
            id: launcherComponent
            LauncherPage {
                width: 1100
                height: 760
                games: root.theGames
                loadProblems: root.theProblems
                launcher: root.theLauncher
                progress: appProgress
            }
        }

        function cellLabelled(page, label) {
            const board = findChild(page, "boardView");
            for (let row = 0; row < launcher.session.rows; ++row)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.label === label) return c;
                }
            return null;
        }
        function clickCellLabelled(page, label) {
            const c = cellLabelled(page, label);
            verify(c, "a cell " + label);
            mouseClick(c, c.width / c.spots / 2, c.height / 2);
        }
        // One action by two clicks: the first movable piece to its first destination.
        function clickAnyMove(page, what) {
            const board = findChild(page, "boardView");
            let from = null;
            for (let row = 0; row < launcher.session.rows && !from; ++row)
                for (let col = 0; col < launcher.session.cols && !from; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.selectable) from = c;
                }
            if (!from && launcher.session.buttons.length > 0) {
                launcher.session.pressButton(0);  // "none moves" and the like
                return;
            }
            verify(from, "a piece can move: " + what);
            mouseClick(from);
            for (let row = 0; row < launcher.session.rows; ++row)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.target) { mouseClick(c, c.width / c.spots / 2, c.height / 2); return; }
                }
            fail("no destination lit");
        }

        function anyHint(page) {
            const board = findChild(page, "boardView");
            for (let row = 0; row < launcher.session.rows; ++row)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const c = board.cellItem(launcher.session.board.hitTest(row, col).cellId);
                    if (c && c.hint) return true;
                }
            return false;
        }

        function init() { appProgress.reset(); }

        // A turn of two halves is judged at the first half that decides the
        // task: a pawn that cannot end the turn on a hieroglyph square is
        // wrong at once (the opponent's half is not asked for), one that is
        // there is right at once; a puzzle's first half that cannot win, too.
        function test_a_first_half_that_decides_is_judged_at_once() {
            compare(launcher.startLesson("ramses", 0), "");
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const coach = launcher.coach;
            verify(cellLabelled(page, "13").hint, "the lesson marks the hieroglyph squares");
            clickCellLabelled(page, "2");
            clickCellLabelled(page, "3");
            verify(!cellLabelled(page, "13").hint, "its marks are gone once something is played");
            compare(launcher.session.turnsPlayed, 0, "half a turn played");
            compare(coach.verdict, -1, "wrong at the first half");
            compare(findChild(page, "coachFeedback").text.length > 0, true);
            tryCompare(coach, "verdict", 0, 5000, "the try is taken back");
            verify(findChild(page, "boardView").cellItem(launcher.session.board.hitTest(0, 1).cellId) !== null);
            clickCellLabelled(page, "2");
            clickCellLabelled(page, "9");
            compare(launcher.session.turnsPlayed, 0, "half a turn played");
            compare(coach.verdict, 1, "right at the first half");
            verify(coach.done);
            compare(findChild(page, "statusLine").text, "Solved. Next goes on; Again tries it once more.", "nothing more is asked");

            compare(launcher.startPuzzle("ramses", 0), "");  // Dark wins at once by 7-1
            waitForRendering(page);
            verify(launcher.coach.text.indexOf("0 is the easiest") > 0, "the difficulty explained: " + launcher.coach.text);
            clickCellLabelled(page, "7");
            clickCellLabelled(page, "20");
            compare(launcher.session.turnsPlayed, 0, "half a turn played");
            compare(launcher.coach.verdict, -1, "a first half that cannot win is wrong at once");
            tryCompare(launcher.coach, "verdict", 0, 5000, "and taken back");
        }

        function test_a_lesson_answers_a_wrong_try_and_remembers_a_solved_one() {
            compare(launcher.startLesson("tictactoe", 0), "");
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const coach = launcher.coach;
            verify(coach.active);
            compare(coach.kind, "lesson");
            verify(findChild(page, "coachPanel").visible);
            verify(!findChild(page, "undoButton").visible, "a task is tried again by the coach, not undone");
            compare(findChild(page, "coachTitle").text, "Three in a row");
            compare(findChild(page, "coachTask").text, "Win at once.");
            // Blocking is a try the lesson has words for; it goes back by itself.
            clickCellLabelled(page, "c2");
            compare(coach.verdict, -1);
            compare(findChild(page, "coachFeedback").text, "Blocking is good, but here you can win at once.");
            tryCompare(launcher.session, "turnsPlayed", 0, 5000, "the wrong try is taken back");
            // The hint draws the answer; playing it solves the lesson.
            mouseClick(findChild(page, "coachHint"));
            verify(cellLabelled(page, "c3").hint, "the answer is drawn");
            clickCellLabelled(page, "c3");
            compare(coach.verdict, 1);
            compare(coach.feedback, "Three in a row: you win.");
            verify(coach.done);
            compare(appProgress.lessonsDone("tictactoe"), 1);
            verify(!appProgress.newcomer);
            // Next: the last lesson, a game against the computer with hints on.
            mouseClick(findChild(page, "coachNext"));
            compare(coach.index, 1);
            verify(coach.isGame);
            const next = createTemporaryObject(pageComponent, root);
            compare(launcher.session.seats[1], "easy");
            tryVerify(() => anyHint(next), 20000, "the hint is shown by itself");
        }

        function test_the_launcher_points_a_newcomer_to_the_lessons() {
            launcher.close();
            const page = createTemporaryObject(launcherComponent, root);
            waitForRendering(page);
            verify(appProgress.newcomer);
            verify(findChild(page, "launcherSubtitle").text.indexOf("Learn") >= 0);
            const learn = findChild(page, "learn_tictactoe");
            verify(learn && learn.visible);
            compare(learn.text, "Learn");
            mouseClick(learn);
            verify(launcher.session !== null);
            verify(launcher.coach.active);
            compare(launcher.coach.index, 0);
            // The lesson solved (c3: the top row's third cell), the card counts it at once.
            launcher.session.clickCell(launcher.session.board.hitTest(0, 2).cellId);
            compare(launcher.coach.verdict, 1);
            compare(learn.text, "Learn (1/2)");
            verify(findChild(page, "launcherSubtitle").text.indexOf("Learn") < 0, "no longer a newcomer");
        }

        function test_a_puzzle_answers_with_the_defence_and_is_solved_by_its_line() {
            compare(launcher.startPuzzle("tictactoe", 1), "");
            const page = createTemporaryObject(pageComponent, root);
            waitForRendering(page);
            const coach = launcher.coach;
            compare(coach.kind, "puzzle");
            compare(coach.title, "Puzzle 2 of 2");
            compare(coach.task, "X to play and win in 2 turns.");
            verify(findChild(page, "coachSolution").visible);
            // A try that is no answer goes back.
            clickCellLabelled(page, "b3");
            compare(coach.verdict, -1);
            tryCompare(launcher.session, "turnsPlayed", 0, 5000);
            // The answer: the defence replies by itself, then the second turn wins.
            clickCellLabelled(page, "a1");
            compare(coach.verdict, 0);
            tryCompare(launcher.session, "turnsPlayed", 2, 5000, "the defence answers");
            compare(launcher.session.position, "x.o/.o./xox x", "O blocked on b1");
            clickCellLabelled(page, "a2");
            compare(coach.verdict, 1);
            compare(coach.feedback, "Solved: X wins.");
            compare(appProgress.puzzlesSolved("tictactoe"), 1);
            // Again, and the solution shown turn by turn counts as nothing solved anew.
            mouseClick(findChild(page, "coachAgain"));
            const again = createTemporaryObject(pageComponent, root);
            verify(!launcher.coach.solved);
            verify(launcher.coach.done, "solved before");
            mouseClick(findChild(again, "coachSolution"));
            tryCompare(launcher.session, "turnsPlayed", 3, 10000, "the whole line is played");
            verify(launcher.session.over);
            verify(!launcher.coach.solved);
            compare(appProgress.puzzlesSolved("tictactoe"), 1);
        }

        // The first lesson of each game whose answer is written as moves
        // "from-to" (no oblong alignment), taken by clicking those cells and
        // then finishing the turn with any move.
        function test_one_lesson_of_each_game_is_taken_on_its_board() {
            for (const game of ["ramses", "pharao", "seti"]) {
                let taken = false;
                for (let index = 0; !taken; ++index) {
                    compare(launcher.startLesson(game, index), "");
                    const coach = launcher.coach;
                    compare(coach.index, index, game + ": a lesson that can be clicked");
                    if (coach.isGame) break;
                    const page = createTemporaryObject(pageComponent, root);
                    waitForRendering(page);
                    const words = solutionWords(coach.answer);
                    if (words.length === 0) { page.destroy(); continue; }
                    for (const w of words) {
                        const m = /^(\w+)-(\w+)$/.exec(w);
                        clickCellLabelled(page, m[1]);
                        clickCellLabelled(page, m[2]);
                    }
                    // (A task can be solved at half a turn: then nothing more is asked.)
                    for (let guard = 0; guard < 4 && launcher.session.turnsPlayed === 0 && coach.verdict !== 1; ++guard) clickAnyMove(page, game + " " + coach.answer + " " + launcher.session.status + " " + coach.feedback);
                    tryCompare(coach, "verdict", 1, 2000, game + " lesson " + (index + 1) + ": " + coach.feedback);
                    taken = true;
                    page.destroy();
                }
                verify(taken, game + ": a lesson was taken by clicks");
            }
        }

        // The words of the lesson's answer when every word is a plain move.
        function solutionWords(answer) {
            const words = answer.split(" ").filter(w => w.length > 0);
            return words.length > 0 && words.every(w => /^\w+-\w+$/.test(w)) ? words : [];
        }
    }
}
