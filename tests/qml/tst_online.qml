import QtQuick
import QtTest
import Djed
import "layout.js" as LayoutCheck

// The online screens: the online page lays out at every size, light and
// dark, without overlaps; a game created from it on a server hosted by this
// process opens the game screen with the invite code, whose online panel
// lays out as well; a server that cannot be reached is said in a sentence.
Item {
    id: root
    width: 800
    height: 600
    readonly property var gameList: games  // the context's, by another name than the page's own

    TestCase {
        name: "Online"
        when: windowShown

        Component {
            id: onlineComponent
            OnlinePage {
                online: appOnline
                localHost: appLocalHost
                games: root.gameList
            }
        }
        Component {
            id: gameComponent
            GamePage {}
        }

        function checkLayout(page, what) {
            const found = [];
            LayoutCheck.parts(page, found);
            verify(found.length > 8, what + ": " + found.length + " parts");
            const outer = LayoutCheck.seen(page, root);
            for (let i = 0; i < found.length; ++i) {
                for (let j = i + 1; j < found.length; ++j)
                    verify(!LayoutCheck.overlap(found[i], found[j], root),
                           what + ": " + LayoutCheck.describe(found[i]) + " overlaps " + LayoutCheck.describe(found[j]));
                // Nothing runs off the side of the window.
                const r = LayoutCheck.seen(found[i], root);
                verify(r.w <= 0 || r.x + r.w <= outer.x + outer.w + 0.5, what + ": " + LayoutCheck.describe(found[i]) + " runs off the side");
            }
        }

        function test_a_sizes_data() {
            const rows = [];
            for (const size of [[800, 600], [1280, 720], [1920, 1080], [700, 1000]])
                for (const dark of [false, true])
                    rows.push({tag: size.join("x") + (dark ? " dark" : " light"), size: size, dark: dark});
            return rows;
        }

        function test_a_sizes(row) {
            Theme.dark = row.dark;
            const page = createTemporaryObject(onlineComponent, root, {width: row.size[0], height: row.size[1]});
            waitForRendering(page);
            checkLayout(page, "online page " + row.tag);
            Theme.dark = false;
        }

        function test_b_unreachable_server_is_said() {
            const page = createTemporaryObject(onlineComponent, root, {width: 800, height: 600});
            const server = findChild(page, "serverField");
            server.text = "ws://127.0.0.1:1";
            mouseClick(findChild(page, "refreshButton"));
            tryVerify(() => findChild(page, "onlineProblem").visible
                            && findChild(page, "onlineProblem").text.indexOf("cannot be reached") >= 0, 10000);
        }

        function test_b_several_nodes_of_one_server() {
            // Typed as people type them: ws:// added to each, spaces dropped.
            const page = createTemporaryObject(onlineComponent, root, {width: 800, height: 600});
            const server = findChild(page, "serverField");
            server.text = "a.example:7640, wss://b.example:7641 ,";
            compare(page.serverUrl, "ws://a.example:7640,wss://b.example:7641");
            server.text = "127.0.0.1:1,127.0.0.1:2";
            mouseClick(findChild(page, "refreshButton"));
            // Both tried, then said in one sentence naming them.
            tryVerify(() => findChild(page, "onlineProblem").visible
                            && findChild(page, "onlineProblem").text.indexOf("ws://127.0.0.1:1,ws://127.0.0.1:2") >= 0, 10000);
        }

        function test_b_a_name_the_server_would_refuse_is_said_before_sending() {
            const page = createTemporaryObject(onlineComponent, root, {width: 800, height: 600});
            findChild(page, "serverField").text = "127.0.0.1:1";
            const name = findChild(page, "nicknameField");
            const create = findChild(page, "createGameButton");
            name.text = "Ann";
            waitForRendering(page);
            verify(!findChild(page, "nameProblem").visible, "a plain name is fine");
            verify(create.enabled, "a plain name may create");
            // A right-to-left override hides what a name says; a zero-width space, that two names differ.
            for (const hidden of ["An\u202en", "A\u200bnn", "A\u2066nn"]) {
                name.text = hidden;
                waitForRendering(page);
                verify(findChild(page, "nameProblem").visible, "a name with a hidden character is said");
                verify(!create.enabled, "a hidden character holds back Create");
            }
            checkLayout(page, "online page, a name refused");
            name.text = "\"Q\" O'Neil";
            waitForRendering(page);
            verify(!findChild(page, "nameProblem").visible, "quotes are fine");
        }

        function test_b_the_create_form_comes_back_as_last_used() {
            appSettings.onlineCreate = {game: "seti", variant: "beth", seat: "second", clock: "1d", listed: false};
            const page = createTemporaryObject(onlineComponent, root, {width: 1280, height: 720, settings: appSettings});
            waitForRendering(page);
            compare(findChild(page, "onlineGameBox").currentValue, "seti");
            compare(findChild(page, "onlineVariantBox").currentText.indexOf("Beth") >= 0, true);
            compare(findChild(page, "onlineSeatBox").currentIndex, 2);
            compare(findChild(page, "onlineClockBox").currentIndex, 4);
            compare(findChild(page, "onlineListedBox").checked, false);
            // A game no longer offered leaves the form as it starts.
            appSettings.onlineCreate = {game: "senet", seat: "first", clock: "5+3"};
            const other = createTemporaryObject(onlineComponent, root, {width: 1280, height: 720, settings: appSettings});
            waitForRendering(other);
            compare(findChild(other, "onlineSeatBox").currentIndex, 1);
            compare(findChild(other, "onlineClockBox").currentIndex, 1);
            appSettings.onlineCreate = {};
        }

        function test_c_create_a_game_and_see_the_game_screen() {
            verify(appLocalHost.start(0, "Ann"), appLocalHost.problem);
            const page = createTemporaryObject(onlineComponent, root, {width: 1280, height: 720});
            findChild(page, "nicknameField").text = "Ann";
            findChild(page, "serverField").text = appLocalHost.localUrl;
            const gameBox = findChild(page, "onlineGameBox");
            gameBox.currentIndex = gameBox.indexOfValue("ramses");
            mouseClick(findChild(page, "createGameButton"));
            tryVerify(() => launcher.session !== null && launcher.session.online !== null, 10000);
            for (const size of [[800, 600], [1280, 720]]) {
                const game = createTemporaryObject(gameComponent, root,
                                                   {session: launcher.session, width: size[0], height: size[1]});
                waitForRendering(game);
                const invite = findChild(game, "inviteCode");
                verify(invite && invite.text.length === 8, "the invite code is shown");
                compare(invite.text, appOnline.code);
                // Beside it, the link a friend with a browser alone opens.
                const link = findChild(game, "inviteLink");
                verify(link, "the browser's link is shown");
                compare(link.text, appLocalHost.localUrl.replace("ws://", "http://") + "/" + appOnline.code);
                verify(!findChild(game, "undoButton").enabled, "no take-backs online");
                verify(!findChild(game, "solvedPanel").visible, "no analysis while the game is live");
                checkLayout(findChild(game, "sidePanel"), "game screen " + size.join("x"));
                game.destroy();  // before the launcher lets go of the session it shows
            }
            // Hosted here for the networks: a link on each address, when this
            // computer serves the browser's page (it does: the page is built).
            verify(appLocalHost.servesPages, "the hosted server serves the browser's page");
            for (const serves of [false, true]) {
                const game = createTemporaryObject(gameComponent, root, {
                    session: launcher.session, width: 1280, height: 720,
                    hostAddresses: ["ws://10.0.0.7:7640", "ws://192.168.1.9:7640"], hostServesPages: serves});
                waitForRendering(game);
                const link = findChild(game, "inviteLink");
                if (serves) {
                    verify(link, "a link on a hosted game's address");
                    compare(link.text, "http://10.0.0.7:7640/" + appOnline.code);
                } else {
                    verify(!link, "no link where no page is served");
                }
                game.destroy();
            }
            wait(0);
            launcher.close();
            compare(appOnline.connection, 0);  // Offline: the screen left the game
            appLocalHost.stop();
        }
    }
}
