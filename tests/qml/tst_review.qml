import QtQuick
import QtTest
import Djed

// The game review on the game screen: a record opened, "Review the game",
// the graph's points, the grades beside the turns, the best turn in words,
// a click on the graph and the arrow keys walking it.
Item {
    id: root
    width: 1000
    height: 700

    TestCase {
        name: "GameReview"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {
                width: 1000
                height: 700
            }
        }

        // One action by two clicks: the first movable piece to its first destination.
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

        function test_a_record_reviewed_shows_chances_and_grades() {
            // A short game of Seti between two players here, saved and opened again.
            compare(launcher.start("seti", "aleph", ["human", "human"], ""), "");
            let page = createTemporaryObject(pageComponent, root, {session: launcher.session});
            waitForRendering(page);
            for (let i = 0; i < 6; ++i) clickMove(page);
            compare(launcher.session.turnsPlayed, 6);
            const file = "file://" + appTempFolder + "/djed-review-test-" + Date.now() + ".djed";
            compare(launcher.saveRecord(file), "");
            page.destroy();
            wait(0);
            compare(launcher.openRecord(file), "");
            page = createTemporaryObject(pageComponent, root, {session: launcher.session});
            waitForRendering(page);
            const review = launcher.session.review;
            verify(!review.analysed);
            const button = findChild(page, "reviewGameButton");
            verify(button.visible, "a game with turns can be reviewed");
            mouseClick(button);
            tryVerify(() => review.analysed, 60000, "the review finishes");
            verify(!button.visible, "reviewed once");
            // The graph: the start and a point after each turn, chances from 0 to 1.
            const graph = findChild(page, "reviewGraph");
            verify(graph.visible);
            compare(review.chances.length, 7);
            for (let i = 0; i < review.chances.length; ++i)
                verify(review.chances[i] >= 0 && review.chances[i] <= 1, "chance " + review.chances[i]);
            compare(review.grades.length, 6);
            const known = ["best", "good", "inaccuracy", "mistake", "blunder"];
            for (let g = 0; g < review.grades.length; ++g) verify(known.indexOf(review.grades[g]) >= 0, review.grades[g]);
            compare(review.summary.length, 2);
            verify(review.summary[0].indexOf("White: accuracy ") === 0, review.summary[0]);
            // Each line of the list shows its turn's mark (?!, ?, ??) or none.
            tryVerify(() => findChild(page, "historyTurn_1") !== null);
            for (let t = 1; t <= 6; ++t) {
                const line = findChild(page, "historyTurn_" + t);
                if (!line) continue;  // scrolled out of view
                const mark = findChild(line, "gradeMark");
                const expected = {inaccuracy: "?!", mistake: "?", blunder: "??"}[review.grades[t - 1]] || "";
                compare(mark.text, expected, "turn " + t);
            }
            // A click on the graph's right end shows the last turn, in words.
            const area = findChild(graph, "reviewGraphArea");
            tryVerify(() => area.width > 20 && area.height > 20, 5000, "the graph is laid out");
            waitForRendering(page);
            mouseClick(area, area.width - 1, area.height / 2);
            compare(review.turn, 6);
            const words = findChild(page, "reviewTurnText");
            verify(words.visible);
            verify(review.turnText.indexOf("Turn 6: Brown played ") === 0, review.turnText);
            // The arrow keys walk the graph.
            keyClick(Qt.Key_Left);
            compare(review.turn, 5);
            verify(review.turnText.indexOf("Turn 5: White played ") === 0, review.turnText);
            keyClick(Qt.Key_Home);
            compare(review.turn, 0);
            compare(review.turnText, "");
            // Saved again, the grades go with the turns as comments.
            compare(launcher.saveRecord(file), "");
            page.destroy();
            wait(0);
            compare(launcher.openRecord(file), "");
            verify(launcher.session.review.canAnalyse, "a game opened again may be reviewed again");
        }

        function test_a_turn_played_ends_the_review_of_the_game_before_it() {
            compare(launcher.start("seti", "beth", ["human", "human"], ""), "");
            const page = createTemporaryObject(pageComponent, root, {session: launcher.session});
            waitForRendering(page);
            clickMove(page);
            clickMove(page);
            const review = launcher.session.review;
            review.analyse();
            tryVerify(() => review.analysed, 60000);
            verify(findChild(page, "reviewGraph").visible || !review.active, "the graph while reviewing");
            review.show(1);
            verify(findChild(page, "reviewGraph").visible, "the graph while reviewing");
            review.end();
            verify(!findChild(page, "reviewGraph").visible, "folded away back at the game");
            clickMove(page);
            verify(!review.analysed, "the game changed: its review no longer holds");
            verify(review.canAnalyse);
        }
    }
}
