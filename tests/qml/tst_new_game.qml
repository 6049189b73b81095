import QtQuick
import QtTest
import Djed

// Starting a game: who starts is drawn with two closed hands where the rules
// let either side start; the new-game dialog says what the player chose.
Item {
    id: root
    width: 900
    height: 600

    // As the launcher gives them: names, colours and the phrases of each name.
    readonly property var ramsesSides: games.card("ramses").sides

    Component {
        id: handsComponent
        WhoStartsDialog {
            sides: root.ramsesSides
        }
    }
    Component {
        id: newGameComponent
        NewGameDialog {
            gameId: "ramses"
            gameName: "Ramses"
            sides: root.ramsesSides
            levels: ["easy", "medium", "hard"]
        }
    }
    Component {
        id: spyComponent
        SignalSpy {}
    }

    TestCase {
        name: "NewGame"
        when: windowShown

        function test_the_picked_hand_shows_who_starts() {
            for (const side of [0, 1]) {
                const dialog = createTemporaryObject(handsComponent, root, {draw: () => side});
                const spy = createTemporaryObject(spyComponent, root, {target: dialog, signalName: "drawn"});
                dialog.open();
                tryVerify(() => dialog.opened);
                const hand = findChild(dialog.contentItem, "hand_1");
                verify(hand, "two hands to pick from");
                compare(hand.Accessible.name, "Right hand");
                mouseClick(hand);
                compare(dialog.picked, 1);
                compare(dialog.starter, side);
                mouseClick(findChild(dialog.contentItem, "hand_0"));  // a second pick changes nothing
                compare(dialog.picked, 1);
                spy.wait(3000);
                compare(spy.signalArguments[0][0], side);
                tryVerify(() => !dialog.visible);
            }
        }

        function combos(item, out) {
            if (!item) return out;
            if (item.displayText !== undefined && item.popup !== undefined && item.visible) out.push(item);
            for (let i = 0; i < item.children.length; ++i) combos(item.children[i], out);
            return out;
        }

        // Every choice of the dialog reads whole, in every language.
        function test_the_choices_are_not_cut_off() {
            for (const code of ["en", "de", "fr"]) {
                appLanguage.code = code;
                const dialog = createTemporaryObject(newGameComponent, root, {eitherSideStarts: true});
                dialog.open();
                tryVerify(() => dialog.opened);
                const boxes = combos(dialog.contentItem, []);
                verify(boxes.length >= 3, "the players and who starts");
                // The buttons speak the language too (not Qt's "OK" and "Cancel").
                const start = findChild(dialog.footer, "newGameStart");
                const cancel = findChild(dialog.footer, "newGameCancel");
                compare(start.text, {en: "Start", de: "Beginnen", fr: "Commencer"}[code]);
                compare(cancel.text, {en: "Cancel", de: "Abbrechen", fr: "Annuler"}[code]);
                for (const box of boxes)
                    for (let i = 0; i < box.count; ++i) {
                        box.currentIndex = i;
                        verify(box.contentItem.contentWidth <= box.contentItem.width + 1,
                               code + ": '" + box.displayText + "' is cut off");
                    }
                dialog.close();
            }
            appLanguage.code = "en";
        }

        // The variant last played is the one offered first.
        function test_the_variant_last_chosen_comes_first() {
            const variants = [{id: "aleph", name: "Aleph"}, {id: "beth", name: "Beth"}];
            for (const chosen of ["beth", "aleph", ""]) {
                const dialog = createTemporaryObject(newGameComponent, root, {variants: variants, variant: chosen});
                const spy = createTemporaryObject(spyComponent, root, {target: dialog, signalName: "startRequested"});
                dialog.open();
                tryVerify(() => dialog.opened);
                compare(dialog.variantId, chosen === "" ? "aleph" : chosen);
                mouseClick(findChild(dialog.footer, "newGameStart"));
                compare(spy.count, 1, "Start starts");
                compare(spy.signalArguments[0][1], chosen === "" ? "aleph" : chosen);
                tryVerify(() => !dialog.visible);
            }
            appSettings.setVariant("seti", "beth");
            compare(appSettings.variant("seti"), "beth");
            appSettings.setVariant("seti", "");
        }

        function test_who_starts_is_asked_only_where_either_side_may() {
            const spy = createTemporaryObject(spyComponent, root, {signalName: "startRequested"});
            for (const either of [true, false]) {
                const dialog = createTemporaryObject(newGameComponent, root, {eitherSideStarts: either, firstSide: 1});
                spy.target = dialog;
                spy.clear();
                dialog.open();
                tryVerify(() => dialog.opened);
                dialog.accept();
                compare(spy.count, 1);
                // Drawn by default where either side may start; else as the rules say.
                compare(spy.signalArguments[0][3], either ? dialog.kDrawFirst : -1);
                compare(spy.signalArguments[0][2], ["human", "medium"]);
            }
        }
    }
}
