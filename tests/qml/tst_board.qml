import QtQuick
import QtTest
import Djed
import "layout.js" as Layout

// Clicking on the shared board view, in each game: a piece lights up its
// destinations, a destination plays the move, an oblong's spot sets the
// alignment, the dice shown are the state's.
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
    height: 620

    TestCase {
        id: testCase
        name: "BoardInteraction"
        when: windowShown

        Component {
            id: pageComponent
            GamePage {
                session: root.shownSession  // as the app shows it
                width: 1100
                height: 620
            }
        }

        function openGame(game, variant, position) {
            compare(launcher.start(game, variant, ["human", "human"], position), "");
            const page = createTemporaryObject(pageComponent, root);
            verify(page);
            waitForRendering(page);
            return page;
        }

        function cellsOf(page) {
            return findChild(page, "boardView").cellItems();
        }
        function targets(page) { return cellsOf(page).filter(c => c.target); }

        // A piece on a named square stands between its number and its name,
        // covering neither; the hieroglyph keeps clear of the name too.
        function test_pieces_leave_room_for_numbers_and_names() {
            const page = openGame("ramses", "", "L:1,9,13,2 D:18,17,20,3 L");
            const board = findChild(page, "boardView");
            let named = 0;
            for (const cell of cellsOf(page)) {
                const caption = findChild(cell, "caption");
                const chip = findChild(board, "number_" + cell.cellId);
                const piece = findChild(board, "piece_" + cell.cellId);
                if (!piece) continue;
                const picture = findChild(piece, "pieceImage");
                verify(!Layout.overlap(picture, chip, root), "the piece on " + cell.label + " covers its number");
                if (!caption.visible) continue;
                ++named;
                // The name's lines sit at the foot of its box.
                const name = caption.mapToItem(root, 0, caption.height - caption.contentHeight);
                const drawn = Layout.seen(picture, root);
                verify(drawn.y + drawn.h <= name.y + 0.5, "the piece on " + cell.label + " covers its name");
                verify(picture.height >= board.cellSize * 0.35, "still a piece to see: " + picture.height);
            }
            verify(named >= 4, "pieces on the named squares: " + named);
        }

        function clickAndMove(page) {
            const cell = cellsOf(page).find(c => c.selectable);
            verify(cell, "some piece can move");
            mouseClick(cell);
            verify(cell.selected);
            const lit = targets(page);
            verify(lit.length > 0, "destinations light up");
            const before = launcher.session.position + launcher.session.status;
            mouseClick(lit[0], lit[0].width / lit[0].spots / 2, lit[0].height / 2);
            verify(launcher.session.position + launcher.session.status !== before, "the move was played");
            compare(targets(page).length, 0);
        }

        function test_ramses_pawn_moves() {
            const page = openGame("ramses", "", "");
            clickAndMove(page);
            compare(launcher.session.status, "Light: now move one of Dark's pawns.");
        }

        function test_ramses_oblong_spot_sets_the_alignment() {
            const page = openGame("ramses", "", "L:4,12,13,20 D:14,15,18,19 L");
            mouseClick(findChild(page, "cell_4"));
            const oblong = findChild(page, "cell_5");
            verify(oblong.target);
            compare(oblong.targetSpots.length, 8);
            const spotWidth = oblong.width / oblong.spots;
            mouseClick(oblong, spotWidth * 3.5, oblong.height / 2);  // the fourth column: aligned with 13
            tryVerify(() => findChild(page, "piece_5") !== null);
            compare(findChild(page, "piece_5").spot, 3);
        }

        function test_pharao_dice_match_the_state() {
            const page = openGame("pharao", "", "");
            const throwButton = findChild(page, "throwButton");
            verify(launcher.session.humanThrows, launcher.session.status);
            verify(throwButton.visible && throwButton.enabled);
            compare(launcher.session.dice.length, 0);
            const buttonAt = throwButton.mapToItem(page, 0, 0).y;
            mouseClick(throwButton);
            compare(launcher.session.dice.length, 2);
            const roll = "roll:" + launcher.session.dice[0].value + "-" + launcher.session.dice[1].value;
            verify(launcher.session.position.indexOf(roll) >= 0, launcher.session.position + " shows " + roll);
            // Pharao's dice count pieces: the own die shows the mover's piece
            // (Dark starts) as often as it says, the other die Light's.
            for (const i of [0, 1]) {
                const pips = findChild(page, "diePips_" + i);
                verify(pips.visible);
                let shown = 0;
                for (let k = 0; k < pips.children.length; ++k)
                    if (pips.children[k].source !== undefined) ++shown;
                compare(shown, launcher.session.dice[i].value, "die " + i);
            }
            verify(launcher.session.dice[0].image.indexOf("piece-dark") > 0, launcher.session.dice[0].image);
            verify(launcher.session.dice[1].image.indexOf("piece-light") > 0, launcher.session.dice[1].image);
            verify(!throwButton.enabled, "greyed: the throw is made");
            compare(throwButton.mapToItem(page, 0, 0).y, buttonAt, "the dice came without moving the button");
        }

        function test_the_dice_are_thrown_in_unless_animations_are_off() {
            for (const scale of [1, 0]) {
                Theme.animationScale = scale;
                const page = openGame("pharao", "", "");
                mouseClick(findChild(page, "throwButton"));
                const face = findChild(page, "dieFace_0");
                verify(face);
                if (scale > 0) verify(face.scale < 1 || face.rotation !== 0, "the die is still in the air");
                tryCompare(face, "scale", 1);
                tryCompare(face, "rotation", 0);
                tryCompare(face.transform[0], "y", 0, 2000, "and at rest");
            }
            Theme.animationScale = 1;
        }

        // The computer's throw stays in view (faded, named) after its turn,
        // until the next throw; its turns come at a pace a player follows.
        function test_the_computers_throw_stays_and_its_turns_are_paced() {
            compare(launcher.start("pharao", "", ["human", "easy"], ""), "");
            const page = createTemporaryObject(pageComponent, root);
            // Dark (the computer) starts: it throws and moves, then Light throws.
            tryVerify(() => launcher.session.humanThrows, 10000);
            compare(launcher.session.dice.length, 2, "the computer's dice are still shown");
            compare(launcher.session.lastThrowSide, 1);
            const label = findChild(page, "lastThrowLabel");
            verify(label.shown);
            compare(label.text, "Dark's last throw");
            verify(findChild(page, "dicePanel").past);
            mouseClick(findChild(page, "throwButton"));
            compare(launcher.session.lastThrowSide, -1, "the new throw is the player's own");
            verify(!label.shown);
            page.destroy();
            wait(0);

            compare(launcher.start("ramses", "", ["easy", "easy"], ""), "");
            const watched = createTemporaryObject(pageComponent, root);
            const started = Date.now();
            tryVerify(() => launcher.session.turnsPlayed >= 3, 20000);
            verify(Date.now() - started >= 3 * 600, "three computer turns took " + (Date.now() - started) + " ms");
        }

        // Placing a ship brings a "take back" row; it comes below the
        // reserves, so the reserve buttons stay where the pointer is.
        function test_a_row_that_appears_moves_nothing_under_the_pointer() {
            const page = openGame("seti", "aleph", "");
            // (The buttons are made again as their texts change: found anew each time.)
            const reserve = i => findChild(page, "reserveButton_" + i);
            const at = [0, 1].map(i => reserve(i).mapToItem(page, 0, 0).y);
            verify(!findChild(page, "actionButton_0"), "no take-back row yet");
            mouseClick(reserve(0));
            const spots = targets(page);
            verify(spots.length > 0, "a ship can be placed");
            mouseClick(spots[0]);
            verify(launcher.session.status.indexOf("Brown") === 0, launcher.session.status);
            clickAndMove(page);  // Brown moves a figure: White's turn, with a ship to take back
            tryVerify(() => findChild(page, "actionButton_0") !== null, 2000, "a take-back row came");
            waitForRendering(page);  // the buttons made again are in place, the old ones gone
            for (const i of [0, 1]) compare(reserve(i).mapToItem(page, 0, 0).y, at[i], "reserve " + i + " stayed: " + launcher.session.status + " / " + launcher.session.clickNotice + " / " + launcher.session.lastCapture);
            verify(findChild(page, "actionButton_0").mapToItem(page, 0, 0).y > at[1], "the new row is below the reserves");
            // The second click where the reserve was is the reserve again, not a take-back.
            mouseClick(reserve(0));
            verify(launcher.session.reserveSelected, "White's reserve chosen");
        }

        function test_seti_figure_moves() {
            const page = openGame("seti", "beth", "");
            clickAndMove(page);
            verify(launcher.session.status.indexOf("Brown") === 0, launcher.session.status);
        }

        function test_keyboard_selects_with_enter() {
            const page = openGame("ramses", "", "");
            const board = findChild(page, "boardView");
            // The cursor starts on the first pawn Light may move: square 2.
            keyClick(Qt.Key_Right);   // (0, 2): square 3, a Light pawn
            keyClick(Qt.Key_Return);
            verify(findChild(page, "cell_3").selected);
        }

        function centreOf(item, board) {
            const p = item.mapToItem(board, item.width / 2, item.height / 2);
            return Qt.point(p.x, p.y);
        }

        function test_dragging_a_piece_to_a_destination_moves_it() {
            const page = openGame("seti", "aleph", "");
            const board = findChild(page, "boardView");
            const from = cellsOf(page).find(c => c.selectable);
            verify(from, "some figure can move");
            // Its destinations, learnt by a click; a second click puts it down.
            mouseClick(from);
            const to = targets(page)[0];
            verify(to);
            mouseClick(from);
            verify(!from.selected);
            mousePress(from, from.width / 2, from.height / 2);
            // Past the drag's threshold (a share of the square) whatever the square's size.
            mouseMove(from, from.width * 0.75, from.height * 0.75);
            compare(board.dragCell, from.cellId, "the piece follows the pointer");
            verify(to.target, "its destinations show while it is dragged");
            verify(findChild(page, "target_" + to.cellId), "and are marked");
            mouseMove(to, to.width / 2, to.height / 2);
            const before = launcher.session.position;
            mouseRelease(to, to.width / 2, to.height / 2);
            verify(launcher.session.position !== before, "the drop played the move");
            compare(board.dragCell, launcher.session.board.noCell);
            tryVerify(() => findChild(page, "piece_" + to.cellId) !== null);
            verify(findChild(page, "piece_" + from.cellId) === null);
        }

        function test_a_move_glides_along_the_path_the_rules_found() {
            // Light on 2 walks three steps to 21 around the board's turn:
            // a straight glide would cut the corner.
            const page = openGame("pharao", "", "L:2,3,5,9 D:18,19,22,24 L roll:3-1");
            const board = findChild(page, "boardView");
            tryVerify(() => board.animate);
            mouseClick(findChild(page, "cell_2"));
            const to = findChild(page, "cell_21");
            verify(to.target);
            let piece = findChild(page, "piece_2");
            const seen = [];
            const record = () => seen.push(centreOf(piece, board));
            piece.xChanged.connect(record);
            piece.yChanged.connect(record);
            mouseClick(to);
            compare(piece.cellId, 21);
            const path = piece.path;
            verify(path.length >= 3, "a path of " + path.length + " cells");
            tryVerify(() => { const c = centreOf(piece, board), d = centreOf(to, board);
                              return Math.abs(c.x - d.x) < 1 && Math.abs(c.y - d.y) < 1; }, 3000);
            piece.xChanged.disconnect(record);
            piece.yChanged.disconnect(record);
            const near = board.cellSize * 0.25;
            for (const id of path) {
                if (id === 2 || id === 21) continue;
                const c = centreOf(findChild(page, "cell_" + id), board);
                verify(seen.some(p => Math.abs(p.x - c.x) < near && Math.abs(p.y - c.y) < near),
                       "the piece passed over square " + id);
            }
        }

        function test_a_won_game_offers_to_play_again() {
            // L on 1 and 9 (hieroglyphs) and 10; 10-13 takes the third hieroglyph square.
            const page = openGame("ramses", "", "L:1,9,10,19 D:14,18,20,21 L");
            const again = findChild(page, "playAgainButton");
            verify(!again.visible);
            mouseClick(findChild(page, "cell_10"));
            const to = findChild(page, "cell_13");
            verify(to.target);
            mouseClick(to);
            verify(launcher.session.over);
            verify(launcher.session.status.indexOf("Light") >= 0, launcher.session.status);
            verify(again.visible);
        }

        // Stacks (tests/plugins) uses every word of the UI vocabulary; the
        // app shows it without knowing the game.
        function test_a_test_game_plays_with_throws_reserves_and_buttons() {
            const page = openGame("stacks", "", "");
            compare(launcher.session.status, "Red: throw the coin.");
            const throwButton = findChild(page, "throwButton");
            verify(throwButton.visible);
            compare(throwButton.text, "Toss the coin", "the game's own words for the throw");
            mouseClick(throwButton);
            compare(launcher.session.dice.length, 1);
            compare(findChild(page, "die_0").text, String(launcher.session.dice[0].value));
            // The entry cell of this throw wears the position's marker, named
            // in its tooltip but not printed on the cell.
            // (Cell 0 is also Blue's goal, drawn first.)
            const entry = findChild(page, "cell_" + (launcher.session.dice[0].value - 1));
            compare(entry.markers.length, launcher.session.dice[0].value === 1 ? 2 : 1);
            compare(entry.markers[entry.markers.length - 1].name, "The cell a token comes in on now");
            verify(entry.markerName.indexOf("The cell a token comes in on now") >= 0, entry.markerName);
            compare(entry.printedName, "");
            compare(findChild(page, "cell_6").markers.length, 1, "the goal keeps its own marker only");
            const reserve = findChild(page, "reserveButton_0");
            compare(reserve.text, "Red: 2 tokens in reserve");
            verify(reserve.enabled);
            verify(!findChild(page, "reserveButton_1").enabled);
            mouseClick(reserve);
            verify(launcher.session.reserveSelected);
            const lit = targets(page);
            compare(lit.length, 1);
            compare(lit[0].cellId, launcher.session.dice[0].value - 1);
            mouseClick(lit[0]);
            tryVerify(() => findChild(page, "piece_" + lit[0].cellId) !== null);
            const image = findChild(findChild(page, "piece_" + lit[0].cellId), "pieceImage");
            tryVerify(() => image.status === Image.Ready);
            verify(image.source.toString().indexOf("image://pieces/stacks/token-red") === 0, image.source);
            compare(findChild(page, "reserveButton_0").text, "Red: one token in reserve");
            // Blue throws and waits: the game's own button.
            mouseClick(throwButton);
            waitForRendering(page);
            const wait = findChild(page, "actionButton_0");
            tryVerify(() => wait.visible && wait.width > 0);
            compare(wait.text, "Wait");
            mouseClick(wait);
            verify(launcher.session.status.indexOf("Red") === 0, launcher.session.status);
        }

        // A board of sites (djed/free_board.hpp): Stacks on an arc draws its
        // cells as round holes and a picture along the arc, over its art and
        // lines; a click on a hole plays there, and the arrows reach every cell.
        function test_a_board_of_sites_draws_holes_lines_and_art() {
            const page = openGame("stacks", "arc", "");
            const board = findChild(page, "boardView");
            verify(!board.across, "the game keeps its board upright");
            const art = findChild(page, "boardArt");
            verify(art.visible);
            tryVerify(() => art.status === Image.Ready);
            verify(findChild(page, "boardLines").visible);
            const cells = [];
            for (let i = 0; i < 7; ++i) cells.push(findChild(page, "cell_" + i));
            for (const c of cells.filter(c => c.cellId !== 3)) {
                compare(c.shape, "hole");
                compare(c.radius, Math.min(c.width, c.height) / 2, "a hole is round");
            }
            compare(cells[3].shape, "image");
            // Down the arc and up again, none on another.
            verify(cells[3].y > cells[1].y && cells[1].y > cells[0].y && cells[5].y < cells[4].y);
            for (let i = 0; i < 7; ++i)
                for (let j = i + 1; j < 7; ++j)
                    verify(!Layout.overlap(cells[i], cells[j], page), "cells " + i + " and " + j + " overlap");
            // Red brings a token in where the throw says, by clicks on the board.
            mouseClick(findChild(page, "throwButton"));
            tryVerify(() => launcher.session.status.indexOf("bring a token in") >= 0, 5000, launcher.session.status);
            // With Red to play, the keyboard's cursor goes along the arc from end to end.
            board.forceActiveFocus();
            board.cursorCell = 0;
            board.cursorSpot = -1;
            for (let i = 1; i < 7; ++i) {
                keyClick(Qt.Key_Right);
                compare(board.cursorCell, i, "the arrow goes on to the next hole from " + (i - 1));
            }
            const cursor = findChild(page, "cursor");
            verify(cursor.visible);
            compare(cursor.x, cells[6].x - 1);
            const reserve = findChild(page, "reserveButton_0");
            tryVerify(() => reserve.enabled);
            mouseClick(reserve);
            verify(launcher.session.reserveSelected, "the reserve chosen");
            tryVerify(() => targets(page).length > 0, 5000, "a hole lights up");
            const to = targets(page)[0];
            mouseClick(to, to.width / 2, to.height / 2);
            const piece = findChild(page, "piece_" + to.cellId);
            tryVerify(() => piece !== null && piece.visible);
            const centre = piece.mapToItem(to, piece.width / 2, piece.height / 2);
            verify(Math.abs(centre.x - to.width / 2) < 2 && Math.abs(centre.y - to.height / 2) < 2, "the piece sits in its hole");
        }

        // Two marks of one throw: the first is drawn as the turn's piece
        // until the second is placed.
        function test_the_piece_of_a_turn_under_way_is_ringed() {
            const page = openGame("tictactoe", "coin", ".../.../... x coin:2");
            mouseClick(findChild(page, "cell_4"));
            const first = findChild(page, "piece_4");
            tryVerify(() => first !== null && first.active);
            verify(findChild(first, "activeRing").visible);
            mouseClick(findChild(page, "cell_0"));
            tryVerify(() => !findChild(page, "piece_4").active);
        }

        function test_a_piece_standing_on_another_is_drawn_above_it() {
            // Blue's token on 2 holds Red's down.
            const page = openGame("stacks", "", "-,-,rb,-,-,-,- 1:1 r coin:1");
            const below = findChild(page, "piece_2");
            const above = findChild(page, "piece_2_1");
            verify(below && above);
            verify(below.frozen && !above.frozen);
            verify(above.z > below.z);
            compare(below.name, "Red token");
            compare(above.name, "Blue token");
            // The held-down token cannot be picked: only the reserve can move.
            verify(!findChild(page, "cell_2").selectable);
        }

        function test_destinations_are_drawn_above_the_pieces() {
            // A death-ship may go under White's own figures on a1, b1, c1.
            const page = openGame("seti", "aleph", "");
            const reserve = findChild(page, "reserveButton_0");
            verify(reserve, "White's reserve");
            mouseClick(reserve);
            const c1 = findChild(page, "cell_" + launcher.session.board.hitTest(launcher.session.rows - 1, 2).cellId);
            verify(c1.target, "a ship may go under the figure on c1");
            const ring = findChild(page, "target_" + c1.cellId);
            const figure = findChild(page, "piece_" + c1.cellId);
            verify(ring && figure);
            verify(ring.visible);
            verify(ring.parent.z > figure.z, "the ring is drawn over the figure");
        }

        function test_the_halves_of_a_ramses_turn_look_apart() {
            const page = openGame("ramses", "", "");
            for (let half = 0; half < 2; ++half) {
                const from = cellsOf(page).find(c => c.selectable);
                mouseClick(from);
                const to = targets(page)[0];
                mouseClick(to, to.width / to.spots / 2, to.height / 2);
            }
            compare(launcher.session.history.count, 1, "the turn is recorded");
            const first = cellsOf(page).filter(c => c.lastTurnPart === 1);
            const second = cellsOf(page).filter(c => c.lastTurnPart === 2);
            compare(first.length, 2, "the own pawn's squares");
            verify(second.length >= 1, "the opponent pawn's squares (one may be the own pawn's too)");
            verify(first[0].border.color !== second[0].border.color, "in two colours");
            verify(findChild(second[0], "otherHalfMark").visible, "and two shapes");
            const none = findChild(first[0], "otherHalfMark");  // made only while a mark shows
            verify(!none || !none.visible);
        }

        function test_the_rules_page_opens_over_the_board() {
            compare(launcher.start("seti", "beth", ["human", "human"], ""), "");
            const page = createTemporaryObject(pageComponent, root, {launcher: launcher});
            waitForRendering(page);
            const button = findChild(page, "rulesButton");
            verify(button.visible);
            mouseClick(button);
            const popup = findChild(page, "rulesPopup");
            tryVerify(() => popup.opened);
            const text = findChild(popup.contentItem, "rulesText_0");
            verify(text.text.indexOf("# Seti") === 0, text.text.substring(0, 40));
            // The board diagrams between the text, drawn by the board view:
            // Aleph's and Beth's start, then a conquest with its squares marked.
            const sections = [];
            for (let i = 0; i < launcher.session.rulesSections.count; ++i) sections.push(launcher.session.rulesSections.get(i));
            const boards = [];
            for (let i = 0; i < sections.length; ++i) {
                if (sections[i].kind !== "board") continue;
                const diagram = findChild(popup.contentItem, "rulesDiagram_" + i);
                verify(diagram, "diagram " + i + " is drawn");
                verify(diagram.height > 100, "and large enough to read");
                boards.push(diagram);
            }
            compare(boards.length, 3);
            compare(boards[0].session.cols, 3, "Aleph");
            compare(boards[1].session.cols, 5, "Beth");
            verify(boards[0].session.pieces.count > 0);
            const marked = [];
            for (const label of ["a1", "b3"]) {
                const id = boards[2].session.board.hitTest(label === "a1" ? 9 : 7, label === "a1" ? 0 : 1).cellId;
                marked.push(findChild(boards[2], "cell_" + id));
            }
            for (const cell of marked) verify(cell && cell.hint, "the conquest's squares are marked");
            verify(sections.some(s => s.kind === "text" && s.text.indexOf("death-ship") > 0));
            // The page scrolls exactly over what it shows: to its last line, no further.
            const scroll = findChild(popup.contentItem, "rulesScroll");
            const column = findChild(popup.contentItem, "rulesColumn");
            const flick = scroll.contentItem;
            tryVerify(() => column.height > scroll.height, 3000, "the page is longer than the popup: " + column.height + " vs " + scroll.height);
            verify(Math.abs(flick.contentHeight - column.height) <= 1, flick.contentHeight + " vs " + column.height);
            let last = null;
            for (let i = 0; i < column.children.length; ++i)
                if (column.children[i].item && (!last || column.children[i].y > last.y)) last = column.children[i];
            verify(Math.abs(last.y + last.height - column.height) <= 1, "the last section ends the page");
            popup.close();
            tryVerify(() => !popup.visible);
        }
    }
}
