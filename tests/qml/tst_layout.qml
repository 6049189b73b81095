import QtQuick
import QtTest
import Djed
import "layout.js" as LayoutCheck
import "play.js" as Play

// The game screen lays out at every size: at 800x600, 1280x720, 1920x1080,
// a tall 700x1000 and 900x1400, light and dark, in every game, no two controls or texts of
// the panel overlap, the buttons at its bottom stay in the window, and every
// piece on the board is drawn from a picture. The board takes the room: the
// panel goes below it in a tall window where that gives larger squares, and
// Seti lies across in a wide one.
Item {
    id: root
    width: 800
    height: 600

    TestCase {
        name: "Layout"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {}
        }

        // Seti Aleph with White's three death-ships on the board: three
        // "Take back" buttons in the panel.
        readonly property string shipsOut: "hph/3/3/2S/3/3/3/3/3/H*P*H w 0 3"

        readonly property var sizes: [[800, 600], [1280, 720], [1920, 1080], [700, 1000], [900, 1400]]

        Component {
            id: fakeBuilderComponent
            // A solve under way, as the screen sees it.
            QtObject {
                property bool running: true
                property string gameId: ""
                property double progress: 0.4
                property int secondsLeft: 200
                property bool counting: false
                property string keptAt: "10:42"
                property string solvedGameId: ""
                property string problem: ""
                function cancel() {}
            }
        }

        // A few turns played by clicks (and throws) on the screen.
        function playTurns(page, turns) {
            const board = findChild(page, "boardView");
            const s = launcher.session;
            for (let step = 0; step < 60 && s.turnsPlayed < turns; ++step)
                verify(Play.playStep(board, s), "a destination lights up");
            compare(s.turnsPlayed, turns);
        }

        // No two parts of the panel overlap, and each named control is whole in view.
        function checkPanel(page, names, what) {
            const found = [];
            LayoutCheck.parts(findChild(page, "sidePanel"), found);
            for (let i = 0; i < found.length; ++i)
                for (let j = i + 1; j < found.length; ++j)
                    verify(!LayoutCheck.overlap(found[i], found[j], root),
                           what + ": " + LayoutCheck.describe(found[i]) + " overlaps " + LayoutCheck.describe(found[j]));
            for (const name of names) {
                const item = findChild(page, name);
                verify(item && item.visible, what + ": " + name + " shown");
                verify(LayoutCheck.wholeInView(item, page), what + ": " + name + " whole in view: "
                       + JSON.stringify(LayoutCheck.seen(item, page)) + " of " + item.width + "x" + item.height);
            }
        }

        // A review and a solve under way keep their controls in view at every
        // size, beside the status and the game's own controls; back at the
        // game the review's graph folds away and the solve's Cancel stays.
        function test_a_review_and_a_solve_keep_their_controls_in_view_data() {
            return [{tag: "ramses", game: ["ramses", ""]}, {tag: "pharao", game: ["pharao", ""]},
                    {tag: "seti aleph", game: ["seti", "aleph"]}];
        }

        function test_a_review_and_a_solve_keep_their_controls_in_view(row) {
            compare(launcher.start(row.game[0], row.game[1], ["human", "human"], ""), "");
            const s = launcher.session;
            let page = createTemporaryObject(pageComponent, root, {session: s, width: 1280, height: 720});
            waitForRendering(page);
            playTurns(page, 4);
            page.destroy();
            s.review.analyse();
            tryVerify(() => s.review.analysed, 60000, "the review finishes");
            const builder = createTemporaryObject(fakeBuilderComponent, root, {gameId: row.game[0]});
            const always = ["statusLine", "backButton", "rulesButton", "saveButton"];
            // A game that can be solved here (Ramses) shows the solve's progress and its Cancel.
            const solving = row.game[0] === "ramses" ? ["solveProgress", "solveCancel"] : [];
            for (const size of sizes) {
                const what = row.tag + " " + size.join("x");
                s.review.show(2);
                page = createTemporaryObject(pageComponent, root, {session: s, width: size[0], height: size[1]});
                waitForRendering(page);
                findChild(page, "solvedPanel").builder = builder;
                waitForRendering(page);
                verify(s.review.active);
                checkPanel(page, always.concat(["reviewGraph", "reviewTurnText", "backToGameButton", "reviewNext"], solving),
                           what + " reviewing");
                verify(findChild(page, "reviewGraph").height >= 28, what + ": the graph keeps some room");
                verify(findChild(page, "historyList").height >= 22, what + ": the turns keep a line");
                // Its steps walk the turns.
                mouseClick(findChild(page, "reviewNext"));
                compare(s.review.turn, 3, what + ": Next");
                mouseClick(findChild(page, "reviewPrevious"));
                compare(s.review.turn, 2, what + ": Previous");
                // The review's row is where undo, redo and hint were.
                const reviewRow = findChild(page, "reviewRow").mapToItem(root, 0, 0);
                s.review.end();
                waitForRendering(page);
                verify(!findChild(page, "reviewGraph").visible, what + ": the graph folds away back at the game");
                const acting = row.game[0] === "pharao" ? ["throwButton"] : [];
                checkPanel(page, always.concat(acting, ["undoButton"], solving), what + " back at the game");
                const undoRow = findChild(page, "undoButton").parent.mapToItem(root, 0, 0);
                compare(Math.round(undoRow.y), Math.round(reviewRow.y), what + ": the review's row in undo's place");
                page.destroy();
                wait(0);
            }
        }

        function test_nothing_overlaps_and_every_piece_has_a_picture_data() {
            const rows = [];
            for (const size of sizes)
                for (const dark of [false, true])
                    for (const game of [["ramses", ""], ["pharao", ""], ["seti", "aleph"], ["seti", "beth"],
                                        ["seti", "aleph", shipsOut]])
                        rows.push({tag: game.join(":") + " " + size.join("x") + (dark ? " dark" : " light"),
                                   size: size, dark: dark, game: game});
            return rows;
        }

        function test_nothing_overlaps_and_every_piece_has_a_picture(row) {
            Theme.dark = row.dark;
            compare(launcher.start(row.game[0], row.game[1], ["human", "medium"], row.game[2] || ""), "");
            const page = createTemporaryObject(pageComponent, root,
                                               {session: launcher.session, width: row.size[0], height: row.size[1]});
            waitForRendering(page);
            const panel = findChild(page, "sidePanel");
            verify(panel);
            const found = [];
            LayoutCheck.parts(panel, found);
            verify(found.length > 10, "the panel's parts: " + found.length);
            for (let i = 0; i < found.length; ++i)
                for (let j = i + 1; j < found.length; ++j)
                    verify(!LayoutCheck.overlap(found[i], found[j], root), LayoutCheck.describe(found[i]) + " overlaps " + LayoutCheck.describe(found[j]));
            // The panel and the board do not overlap either.
            const board = findChild(page, "boardView");
            verify(!LayoutCheck.overlap(panel, board, root), "the panel overlaps the board");
            // The bottom rows are never pushed out of the window, and the
            // turns keep room for a few lines.
            for (const name of ["rulesButton", "settingsButton", "backButton", "saveButton", "openButton", "resignButton"])
                verify(LayoutCheck.inside(findChild(page, name), page), name + " lies in the window");
            verify(findChild(page, "historyList").height >= 60, "the turns: " + findChild(page, "historyList").height);
            // What a player acts with is whole in view, never scrolled away:
            // the status, the throw (Pharao), the reserves (Seti Aleph).
            verify(LayoutCheck.wholeInView(findChild(page, "statusLine"), page), "the status in view");
            if (row.game[0] === "pharao")
                verify(LayoutCheck.wholeInView(findChild(page, "throwButton"), page), "the throw button in view");
            for (let i = 0; i < 2; ++i) {
                const reserve = findChild(page, "reserveButton_" + i);
                if (reserve) verify(LayoutCheck.wholeInView(reserve, page), "reserve " + i + " in view");
            }
            if (row.game[2]) {
                let takeBacks = 0;
                for (let i = 0; i < 3; ++i) if (findChild(page, "actionButton_" + i)) ++takeBacks;
                compare(takeBacks, 3, "three take-back buttons");
            }
            // The board fills its place: Seti across where the window is
            // wide, the panel below the board in a tall window (but for
            // Seti, which stands upright beside it).
            const across = board.cellSize * board.shownCols, down = board.cellSize * board.shownRows;
            verify(Math.abs(across - board.width) < 1 || Math.abs(down - board.height) < 1, "the board touches its place's edges");
            if (row.game[0] === "seti") {
                const s = launcher.session;
                const upright = Math.min(board.width / s.cols, board.height / s.rows);
                const lying = Math.min(board.width / s.rows, board.height / s.cols);
                compare(board.across, lying > upright, "Seti lies across where its squares are larger so");
                if (row.size[0] >= 1280) verify(board.across, "Seti lies across in a wide window");
            }
            // Below wherever the squares are larger so: the wide boards
            // (Ramses, Pharao) at every size, 800x600 included.
            if (row.game[0] !== "seti") verify(page.panelBelow, "the panel below a wide board");
            const otherwise = page.panelBelow
                ? page.bestSquareIn(page.width - page.sideWidth - 3 * page.margin, page.height - 2 * page.margin)
                : page.bestSquareIn(page.width - 2 * page.margin, page.height - page.belowHeight - 3 * page.margin);
            verify(board.cellSize >= otherwise - 0.5, "squares of " + board.cellSize + " px, " + otherwise + " the other way");
            if (page.panelBelow) verify(panel.y >= board.y + board.height, "the panel is below the board");
            const seen = [];
            let pieces = 0;
            for (let row2 = 0; row2 < launcher.session.rows; ++row2)
                for (let col = 0; col < launcher.session.cols; ++col) {
                    const id = launcher.session.board.hitTest(row2, col).cellId;
                    for (const suffix of ["", "_1"]) {
                        const piece = findChild(page, "piece_" + id + suffix);
                        if (!piece || seen.indexOf(piece) >= 0) continue;
                        seen.push(piece);
                        ++pieces;
                        verify(piece.image.length > 0, "the piece on " + id + " has no picture");
                    }
                }
            verify(pieces > 0, "pieces on the board");
            Theme.dark = false;
        }
    }
}
