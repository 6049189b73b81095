import QtQuick
import QtTest
import Djed
import "play.js" as Play

// Every text on a screen is marked for translation: in a pseudo language
// (the app's and the plugins' texts in ⟦brackets⟧) every screen and dialog
// is walked, and any visible text with letters that is not bracketed was
// written into the screen without going through a translation.
Item {
    id: root
    width: 1000
    height: 700
    readonly property var theLauncher: launcher
    readonly property var theGames: games
    readonly property var theProblems: loadProblems

    TestCase {
        name: "EveryTextIsMarked"
        when: windowShown

        Component {
            id: launcherComponent
            LauncherPage {
                anchors.fill: parent
                games: root.theGames
                loadProblems: root.theProblems
                launcher: root.theLauncher
                settings: appSettings
                language: appLanguage
            }
        }
        Component {
            id: pageComponent
            GamePage { anchors.fill: parent }
        }
        Component {
            id: newGameComponent
            NewGameDialog {}
        }
        Component {
            id: coachedPageComponent
            GamePage { anchors.fill: parent; launcher: root.theLauncher }
        }
        Component {
            id: statisticsComponent
            // Names its games as the app does (Main.qml).
            StatisticsDialog {
                statistics: appStatistics
                gameName: id => { const card = root.theGames.card(id); return card.name ? card.name : id; }
            }
        }
        Component {
            id: settingsComponent
            SettingsDialog { settings: appSettings; language: appLanguage; levels: ["easy", "medium", "hard"] }
        }

        // Texts that are the same in every language: the names of the
        // languages in their own words, cell names and numbers.
        function exempt(text) {
            if (!/[A-Za-zÀ-ÿ]/.test(text)) return true;
            if (["English", "Deutsch", "Français"].indexOf(text) >= 0) return true;
            return /^[a-e]?[0-9]+$/.test(text);
        }

        function unmarked(item, where, out) {
            if (!item || !item.visible) return;
            const editable = item.cursorPosition !== undefined;
            if (!editable && typeof item.text === "string" && item.text.length > 0 && item.text.indexOf("\u27e6") < 0
                    && !exempt(item.text))
                out.push(where + ": '" + item.text + "'" + (item.objectName ? " (" + item.objectName + ")" : ""));
            for (let i = 0; i < item.children.length; ++i) unmarked(item.children[i], where, out);
        }

        function walkPopup(popup, where, out) {
            verify(popup.opened, where + " is open");
            for (const part of [popup.header, popup.contentItem, popup.footer]) unmarked(part, where, out);
        }

        function cleanup() { pseudo.off(); }

        function test_every_screen_in_the_pseudo_language() {
            pseudo.on();
            const found = [];
            const home = createTemporaryObject(launcherComponent, root);
            waitForRendering(home);
            unmarked(home, "launcher", found);

            const newGame = createTemporaryObject(newGameComponent, root, {
                gameName: "\u27e6Ramses\u27e7", levels: ["easy", "medium", "hard"],
                sides: ["A", "B"].map(s => ({name: "\u27e6" + s + "\u27e7",
                                             phrases: {playedBy: "\u27e6" + s + " is played by\u27e7",
                                                       starts: "\u27e6" + s + " starts\u27e7",
                                                       startsByRule: "\u27e6" + s + " starts, as the rules say.\u27e7"}})),
                eitherSideStarts: true});
            newGame.open();
            tryVerify(() => newGame.opened);
            walkPopup(newGame, "new game", found);
            newGame.close();

            const settings = createTemporaryObject(settingsComponent, root);
            settings.open();
            tryVerify(() => settings.opened);
            walkPopup(settings, "settings", found);
            settings.close();
            home.destroy();

            for (const game of [["ramses", ""], ["pharao", ""], ["seti", "aleph"]]) {
                compare(launcher.start(game[0], game[1], ["human", "medium"], ""), "");
                const page = createTemporaryObject(pageComponent, root, {session: launcher.session});
                waitForRendering(page);
                unmarked(page, game[0], found);
                mouseClick(findChild(page, "resignButton"));
                const resign = findChild(page, "resignDialog");
                tryVerify(() => resign.opened);
                walkPopup(resign, game[0] + ", resigning", found);
                mouseClick(findChild(resign.footer, "confirmAccept"));
                const over = findChild(page, "gameOverDialog");
                tryVerify(() => over.opened);
                walkPopup(over, game[0] + ", game over", found);
                over.close();
                unmarked(page, game[0] + " over", found);
                page.destroy();
            }

            // A lesson and a puzzle, with the coach's panel.
            compare(launcher.startLesson("ramses", 0), "");
            let page = createTemporaryObject(coachedPageComponent, root, {session: launcher.session});
            waitForRendering(page);
            unmarked(page, "a lesson", found);
            page.destroy();
            wait(0);
            compare(launcher.startPuzzle("pharao", 0), "");
            page = createTemporaryObject(coachedPageComponent, root, {session: launcher.session});
            waitForRendering(page);
            unmarked(page, "a puzzle", found);
            page.destroy();
            wait(0);

            // A game reviewed, its graph and the turn shown in words.
            compare(launcher.start("ramses", "", ["human", "human"], ""), "");
            page = createTemporaryObject(pageComponent, root, {session: launcher.session});
            waitForRendering(page);
            const s = launcher.session;
            for (let half = 0; half < 4; ++half) verify(Play.playStep(findChild(page, "boardView"), s));
            compare(s.turnsPlayed, 2);
            s.review.analyse();
            tryVerify(() => s.review.analysed, 60000, "the review finishes");
            s.review.show(1);
            waitForRendering(page);
            unmarked(page, "a review", found);
            page.destroy();
            wait(0);

            const statistics = createTemporaryObject(statisticsComponent, root);
            statistics.open();
            tryVerify(() => statistics.opened);
            walkPopup(statistics, "statistics", found);
            statistics.close();
            compare(found.length, 0, "texts not marked for translation:\n" + found.join("\n"));
        }
    }
}
