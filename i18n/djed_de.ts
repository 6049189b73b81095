<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardCell</name>
    <message>
        <source>destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>suggested</source>
        <translation>vorgeschlagen</translation>
    </message>
    <message>
        <source>suggested destination</source>
        <translation>vorgeschlagenes Ziel</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 board</source>
        <translation>Brett von %1</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Lesson %1 of %2 · %3 done</source>
        <translation>Lektion %1 von %2 · %3 geschafft</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 von %2 gelöst</translation>
    </message>
    <message>
        <source>, done</source>
        <translation>, geschafft</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <translation>Aufgabe: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show a turn that does it (H)</source>
        <translation>Einen Zug zeigen, der es schafft (H)</translation>
    </message>
    <message>
        <source>Show the next turn of the answer (H)</source>
        <translation>Den nächsten Zug der Lösung zeigen (H)</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Play the answer out on the board</source>
        <translation>Die Lösung auf dem Brett vorspielen</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Die Lösung zeigen</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Diese Lektion neu beginnen</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Diese Aufgabe neu beginnen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>Vorige Lektion</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Vorige Aufgabe</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>On to the puzzles</source>
        <translation>Weiter zu den Aufgaben</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>no luck</source>
        <translation>ohne Glück</translation>
    </message>
    <message>
        <source>%1: the starting board</source>
        <translation>%1: das Brett zu Beginn</translation>
    </message>
    <message>
        <source>Variants: %1</source>
        <translation>Varianten: %1</translation>
    </message>
    <message>
        <source>Learn (%1/%2)</source>
        <translation>Lernen (%1/%2)</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Learn %1 on the board, lesson by lesson</source>
        <translation>%1 auf dem Brett lernen, Lektion für Lektion</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>%1 lernen</translation>
    </message>
    <message>
        <source>Puzzles (%1/%2)</source>
        <translation>Aufgaben (%1/%2)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Positions with one right answer, easy ones first</source>
        <translation>Stellungen mit einer richtigen Antwort, die leichten zuerst</translation>
    </message>
    <message>
        <source>Puzzles of %1</source>
        <translation>Aufgaben zu %1</translation>
    </message>
    <message>
        <source>Click to start a new game of %1</source>
        <translation>Klicken, um eine neue Partie %1 zu beginnen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Start a new game of %1: choose who plays each side</source>
        <translation>Eine neue Partie %1 beginnen: wählen, wer welche Seite spielt</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Partie speichern…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>Der Computer denkt nach</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Take back your last turn (Ctrl+Z)</source>
        <translation>Den letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Play again what was taken back (Ctrl+Shift+Z)</source>
        <translation>Das Zurückgenommene wieder spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show a good turn on the board without playing it (H)</source>
        <translation>Einen guten Zug auf dem Brett zeigen, ohne ihn zu spielen (H)</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>Die Partie in eine Datei speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Eine gespeicherte Partie öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>Play again (the other side starts)</source>
        <translation>Noch einmal (die andere Seite beginnt)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <source>Series: %1 %2 – %3 %4</source>
        <translation>Serie: %1 %2 – %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>, %n draw(s)</source>
        <translation>
            <numerusform>, %n Remis</numerusform>
            <numerusform>, %n Remis</numerusform>
        </translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <source>Give up this game? The other side wins.</source>
        <translation>Diese Partie aufgeben? Die andere Seite gewinnt.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Draw declined</source>
        <translation>Remis abgelehnt</translation>
    </message>
    <message>
        <source>The computer plays on: it sees better chances for itself.</source>
        <translation>Der Computer spielt weiter: Er sieht bessere Chancen für sich.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>A draw is offered</source>
        <translation>Remis angeboten</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Partie verlassen?</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Regeln schließen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Solve %1?</source>
        <translation>%1 lösen?</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Play again (the players swap sides)</source>
        <translation>Noch einmal (die Spieler tauschen die Seiten)</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>Regeln von %1 (F1)</translation>
    </message>
    <message>
        <source>The game is kept until another one starts: continue it from the games screen.</source>
        <translation>Die Partie bleibt erhalten, bis eine andere beginnt: Setze sie in der Spieleübersicht fort.</translation>
    </message>
    <message>
        <source>Djed works out the exact value of every position of %1. This takes several minutes and about 1.5 GB of memory; you can play on meanwhile. Once done, the computer can play perfectly, hints are exact and the analysis shows the value of every choice. Stopped, a later build goes on from its last checkpoint (the first is written once the positions are counted).</source>
        <translation>Djed berechnet den genauen Wert jeder Stellung von %1. Das dauert einige Minuten und braucht etwa 1,5 GB Arbeitsspeicher; du kannst währenddessen weiterspielen. Danach spielt der Computer perfekt, Tipps sind exakt und die Analyse zeigt den Wert jeder Wahl. Abgebrochen, macht eine spätere Berechnung beim letzten Zwischenstand weiter (der erste wird gespeichert, sobald die Stellungen gezählt sind).</translation>
    </message>
    <message>
        <source>%1, playing elsewhere</source>
        <translation>%1, spielt anderswo</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>No take-backs in online games: the server&apos;s game is the game</source>
        <translation>Online wird nichts zurückgenommen: Es gilt die Partie auf dem Server</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 bietet Remis an. Nimmst du an?</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Revanche annehmen</translation>
    </message>
    <message>
        <source>The game goes on without you and your clock keeps running: come back with “Continue” under Play online. Your opponent may claim the win if you stay away too long.</source>
        <translation>Die Partie läuft ohne dich weiter, und deine Uhr läuft: Komm mit „Fortsetzen“ unter Online spielen zurück. Bleibst du zu lange weg, kann dein Gegner den Sieg beanspruchen.</translation>
    </message>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>%1 (T, or Space on the board)</source>
        <translation>%1 (T, oder die Leertaste auf dem Brett)</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Warten auf den Server …</translation>
    </message>
    <message>
        <source>Abort the game</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <source>Call the game off: possible until each side has played a turn.</source>
        <translation>Die Partie absagen: möglich, bis jede Seite einen Zug gespielt hat.</translation>
    </message>
    <message>
        <source>Solved. Next goes on; Again tries it once more.</source>
        <translation>Gelöst. „Weiter“ geht voran, „Nochmal“ versucht es erneut.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Voriger Zug</translation>
    </message>
    <message>
        <source>The turn before (Left arrow)</source>
        <translation>Der Zug davor (Pfeil nach links)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Escape)</source>
        <translation>Zurück zur Partie, wie sie steht (Esc)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>The turn after (Right arrow)</source>
        <translation>Der Zug danach (Pfeil nach rechts)</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Partie auswerten</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Die Partie wird ausgewertet</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Board games of ancient Egypt. Choose a game.</source>
        <translation>Brettspiele des alten Ägypten. Wähle ein Spiel.</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeicherte Partie öffnen…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>No games were found. Plugins are looked for beside the program and in DJED_PLUGIN_PATH.</source>
        <translation>Keine Spiele gefunden. Plugins werden neben dem Programm und in DJED_PLUGIN_PATH gesucht.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>About Djed (F1)</source>
        <translation>Über Djed (F1)</translation>
    </message>
    <message>
        <source>About Djed</source>
        <translation>Über Djed</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your results against the computer</source>
        <translation>Deine Ergebnisse gegen den Computer</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Online spielen…</translation>
    </message>
    <message>
        <source>Play a friend on another computer, or host a game here</source>
        <translation>Gegen Freunde an einem anderen Computer spielen oder hier eine Partie anbieten</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>New to these games? Press Learn on a game: short lessons on the board teach it.</source>
        <translation>Neu bei diesen Spielen? Drück bei einem Spiel auf Lernen: kurze Lektionen auf dem Brett bringen es dir bei.</translation>
    </message>
    <message>
        <source>Solving %1 in the background: %2%</source>
        <translation>%1 wird im Hintergrund gelöst: %2 %</translation>
    </message>
</context>
<context>
    <name>LoadProblemsPanel</name>
    <message>
        <source>Plugins that failed to load</source>
        <translation>Plugins, die nicht geladen werden konnten</translation>
    </message>
    <message numerus="yes">
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n Plugin konnte nicht geladen werden</numerusform>
            <numerusform>%n Plugins konnten nicht geladen werden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Djed — %1</source>
        <translation>Djed — %1</translation>
    </message>
    <message>
        <source>Djed</source>
        <translation>Djed</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>About Djed</source>
        <translation>Über Djed</translation>
    </message>
    <message>
        <source>Djed %1: board games of ancient Egypt. Ramses and Pharao by Horst Alexander Renz; Seti, a reconstruction of an ancient Egyptian game. Each game is a plugin; new games can be added without changing the app.</source>
        <translation>Djed %1: Brettspiele des alten Ägypten. Ramses und Pharao von Horst Alexander Renz; Seti, die Rekonstruktion eines altägyptischen Spiels. Jedes Spiel ist ein Plugin; neue Spiele lassen sich hinzufügen, ohne die App zu ändern.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Computer — %1</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>Drawn: pick one of two closed hands</source>
        <translation>Gelost: eine von zwei geschlossenen Händen wählen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
</context>
<context>
    <name>OnlineClock</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>flag fallen</source>
        <translation>Zeit abgelaufen</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) a turn</source>
        <translation>
            <numerusform>%n Tag pro Zug</numerusform>
            <numerusform>%n Tage pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min + %2 s a turn</source>
        <translation>%1 min + %2 s pro Zug</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Eine Partie eröffnen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Du spielst</translation>
    </message>
    <message>
        <source>a side drawn by lot</source>
        <translation>eine ausgeloste Seite</translation>
    </message>
    <message>
        <source>the side that starts</source>
        <translation>die Seite, die beginnt</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>die andere Seite</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Deine Seite</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>List it among the open games (else only the code lets a friend in)</source>
        <translation>Unter den offenen Partien zeigen (sonst kommt nur mit dem Code jemand hinein)</translation>
    </message>
    <message>
        <source>Create the game</source>
        <translation>Partie eröffnen</translation>
    </message>
    <message>
        <source>Join or watch with a code</source>
        <translation>Mit einem Code mitspielen oder zusehen</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>Join the game with this code</source>
        <translation>Der Partie mit diesem Code beitreten</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zusehen</translation>
    </message>
    <message>
        <source>Watch the game with this code</source>
        <translation>Der Partie mit diesem Code zusehen</translation>
    </message>
    <message>
        <source>Open games</source>
        <translation>Offene Partien</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Ask the server for its open games</source>
        <translation>Den Server nach seinen offenen Partien fragen</translation>
    </message>
    <message>
        <source>Type a server&apos;s address, or host on this computer.</source>
        <translation>Gib die Adresse eines Servers ein, oder biete auf diesem Computer an.</translation>
    </message>
    <message>
        <source>%1, %2: %3 waits</source>
        <translation>%1, %2: %3 wartet</translation>
    </message>
    <message>
        <source>Join the game of %1</source>
        <translation>Der Partie von %1 beitreten</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Auf diesem Computer anbieten</translation>
    </message>
    <message>
        <source>Address of this computer</source>
        <translation>Adresse dieses Computers</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Nicht mehr anbieten</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>In diesem Netz</translation>
    </message>
    <message>
        <source>No one hosts games on this network now.</source>
        <translation>In diesem Netz bietet gerade niemand Partien an.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <source>Continue: %1 against %2</source>
        <translation>Fortsetzen: %1 gegen %2</translation>
    </message>
    <message>
        <source>Continue: %1, code %2</source>
        <translation>Fortsetzen: %1, Code %2</translation>
    </message>
    <message>
        <source>Type a server&apos;s address above, or host on this computer, to create a game.</source>
        <translation>Gib oben die Adresse eines Servers ein oder biete auf diesem Computer an, um eine Partie zu eröffnen.</translation>
    </message>
    <message>
        <source>Stop hosting?</source>
        <translation>Nicht mehr anbieten?</translation>
    </message>
    <message>
        <source>Games on this computer pause and their players lose the connection until you host again.</source>
        <translation>Die Partien auf diesem Computer ruhen, und ihre Spieler verlieren die Verbindung, bis du wieder anbietest.</translation>
    </message>
    <message>
        <source>Keep hosting</source>
        <translation>Weiter anbieten</translation>
    </message>
    <message>
        <source>A name is 1 to 24 characters that show, without a space at either end.</source>
        <translation>Ein Name hat 1 bis 24 sichtbare Zeichen, ohne Leerzeichen am Anfang oder Ende.</translation>
    </message>
    <message>
        <source>No open games on this server now: create one, and it shows here as soon as another is.</source>
        <translation>Gerade keine offenen Partien auf diesem Server: Erstelle eine; neue erscheinen hier von selbst.</translation>
    </message>
    <message>
        <source>Djed can serve games itself, to this computer alone (two windows, or a game against a bot) or to your network (a friend on it, or one who reaches this computer, joins).</source>
        <translation>Djed kann selbst Partien anbieten: nur diesem Computer (zwei Fenster oder eine Partie gegen einen Bot) oder deinem Netzwerk (ein Freund darin, oder wer diesen Computer erreicht, tritt bei).</translation>
    </message>
    <message>
        <source>Djed serves games on every network of this computer while it runs, and says so on them. A friend joins at one of these addresses, or finds the game in the list on the same network:</source>
        <translation>Djed bietet Partien in jedem Netzwerk dieses Computers an, solange es läuft, und macht sie dort bekannt. Ein Freund tritt unter einer dieser Adressen bei oder findet die Partie in der Liste im selben Netzwerk:</translation>
    </message>
    <message>
        <source>Djed serves games to this computer alone while it runs, at this address:</source>
        <translation>Djed bietet Partien nur diesem Computer an, solange es läuft, unter dieser Adresse:</translation>
    </message>
    <message>
        <source>Open to</source>
        <translation>Offen für</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>nur diesen Computer</translation>
    </message>
    <message>
        <source>my network</source>
        <translation>mein Netzwerk</translation>
    </message>
    <message>
        <source>Who may join games hosted here</source>
        <translation>Wer hier angebotenen Partien beitreten darf</translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Verbindung verloren; verbinde neu…</translation>
    </message>
    <message>
        <source>%1 is gone (%2 s).</source>
        <translation>%1 ist weg (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>%n spectator(s)</source>
        <translation>
            <numerusform>%n Zuschauer</numerusform>
            <numerusform>%n Zuschauer</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Du siehst dieser Partie zu.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <source>Stop showing what your opponent writes</source>
        <translation>Nicht mehr zeigen, was dein Gegner schreibt</translation>
    </message>
    <message>
        <source>Silence your opponent</source>
        <translation>Deinen Gegner stumm schalten</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Hide the chat</source>
        <translation>Chat verbergen</translation>
    </message>
    <message>
        <source>Show the chat</source>
        <translation>Chat zeigen</translation>
    </message>
    <message>
        <source>Write to your opponent</source>
        <translation>Schreib deinem Gegner</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Give a friend this code and the server %1 (Play online → Join):</source>
        <translation>Gib Freunden diesen Code und den Server %1 (Online spielen → Mitspielen):</translation>
    </message>
    <message numerus="yes">
        <source>Show (%n new)</source>
        <translation>
            <numerusform>Zeigen (%n neu)</numerusform>
            <numerusform>Zeigen (%n neu)</numerusform>
        </translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Noch keine Nachrichten.</translation>
    </message>
    <message>
        <source>Or send this link: it opens the game in a browser, no install needed.</source>
        <translation>Oder schick diesen Link: Er öffnet die Partie im Browser, ganz ohne Installation.</translation>
    </message>
    <message>
        <source>Link to the game for a browser</source>
        <translation>Link zur Partie für einen Browser</translation>
    </message>
</context>
<context>
    <name>OnlineSituation</name>
    <message>
        <source>%1 offers a rematch.</source>
        <translation>%1 bietet eine Revanche an.</translation>
    </message>
    <message>
        <source>You offered a rematch; waiting for the answer.</source>
        <translation>Du hast eine Revanche angeboten; warten auf die Antwort.</translation>
    </message>
    <message>
        <source>%1 has left.</source>
        <translation>%1 ist gegangen.</translation>
    </message>
    <message>
        <source>Another game, sides swapped?</source>
        <translation>Noch eine Partie, mit getauschten Seiten?</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet ein Remis an.</translation>
    </message>
    <message>
        <source>You offered a draw; waiting for the answer.</source>
        <translation>Du hast Remis angeboten; warte auf die Antwort.</translation>
    </message>
    <message>
        <source>%1 is gone (%2 s).</source>
        <translation>%1 ist weg (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>Your first turn: %n s left, or the game is aborted.</source>
        <translation>
            <numerusform>Dein erster Zug: noch %n s, sonst wird die Partie abgebrochen.</numerusform>
            <numerusform>Dein erster Zug: noch %n s, sonst wird die Partie abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n s for a first turn, or the game is aborted.</source>
        <translation>
            <numerusform>%1 hat %n s für den ersten Zug, sonst wird die Partie abgebrochen.</numerusform>
            <numerusform>%1 hat %n s für den ersten Zug, sonst wird die Partie abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server restarted: the clocks stand still until both players are back.</source>
        <translation>Der Server wurde neu gestartet: Die Uhren stehen, bis beide Spieler zurück sind.</translation>
    </message>
    <message>
        <source>%1 is connected.</source>
        <translation>%1 ist verbunden.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Sieg beanspruchen</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Revanche annehmen</translation>
    </message>
    <message>
        <source>Rematch offered</source>
        <translation>Revanche angeboten</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Your opponent has been gone longer than the server waits.</source>
        <translation>Dein Gegner ist länger weg, als der Server wartet.</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Das Remis annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Decline the draw</source>
        <translation>Das Remis ablehnen</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>wins in %n turn(s)</source>
        <translation>
            <numerusform>gewinnt in %n Zug</numerusform>
            <numerusform>gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n turn(s) at best</source>
        <translation>
            <numerusform>verliert bestenfalls in %n Zug</numerusform>
            <numerusform>verliert bestenfalls in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>holds the draw</source>
        <translation>hält das Remis</translation>
    </message>
</context>
<context>
    <name>RecordFileDialog</name>
    <message>
        <source>%1 exists. Save over it?</source>
        <translation>%1 gibt es schon. Überschreiben?</translation>
    </message>
    <message>
        <source>Up one folder</source>
        <translation>Einen Ordner höher</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Folders and saved games</source>
        <translation>Ordner und gespeicherte Partien</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <source>No saved games in this folder.</source>
        <translation>Keine gespeicherten Partien in diesem Ordner.</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>my-game.djed</source>
        <translation>meine-partie.djed</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save over the file?</source>
        <translation>Datei überschreiben?</translation>
    </message>
    <message>
        <source>Save over it</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>There is no record %1 in this folder.</source>
        <translation>In diesem Ordner gibt es keine Partie %1.</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>Chance of winning over the game</source>
        <translation>Gewinnchance im Lauf der Partie</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Show where a selected piece may go</source>
        <translation>Zeigen, wohin ein gewählter Stein ziehen darf</translation>
    </message>
    <message>
        <source>Ask before resigning</source>
        <translation>Vor dem Aufgeben nachfragen</translation>
    </message>
    <message>
        <source>Time the computer may think per turn (0: the level&apos;s own)</source>
        <translation>Bedenkzeit des Computers pro Zug (0: die der Stufe)</translation>
    </message>
    <message>
        <source>Seconds for %1</source>
        <translation>Sekunden für %1</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Klänge</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
</context>
<context>
    <name>SolvedPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Mark every choice with its exact value: green wins, red loses, in so many turns</source>
        <translation>Jede Wahl mit ihrem genauen Wert markieren: grün gewinnt, rot verliert, in so vielen Zügen</translation>
    </message>
    <message>
        <source>Reading the solved table…</source>
        <translation>Die gelöste Tabelle wird gelesen…</translation>
    </message>
    <message>
        <source>Solve %1…</source>
        <translation>%1 lösen…</translation>
    </message>
    <message>
        <source>Another game is being solved.</source>
        <translation>Ein anderes Spiel wird gerade gelöst.</translation>
    </message>
    <message>
        <source>Work out the exact value of every position, for perfect play, exact hints and the analysis</source>
        <translation>Den genauen Wert jeder Stellung berechnen: für perfektes Spiel, exakte Tipps und die Analyse</translation>
    </message>
    <message>
        <source>Solving: %1%</source>
        <translation>Wird gelöst: %1 %</translation>
    </message>
    <message>
        <source>, less than a minute left</source>
        <translation>, weniger als eine Minute übrig</translation>
    </message>
    <message numerus="yes">
        <source>, about %n minute(s) left</source>
        <translation>
            <numerusform>, noch etwa %n Minute</numerusform>
            <numerusform>, noch etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Lösen abbrechen</translation>
    </message>
    <message>
        <source>Counting the positions: %1%</source>
        <translation>Die Stellungen werden gezählt: %1 %</translation>
    </message>
    <message>
        <source>The work up to %1 is kept; it is kept again every minute.</source>
        <translation>Die Arbeit bis %1 ist aufbewahrt; sie wird jede Minute wieder aufbewahrt.</translation>
    </message>
    <message>
        <source>Stop solving %1?</source>
        <translation>Das Lösen von %1 anhalten?</translation>
    </message>
    <message>
        <source>A new solve goes on from what is kept.</source>
        <translation>Ein neues Lösen macht dort weiter, wo aufbewahrt wurde.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Go on solving</source>
        <translation>Weiter lösen</translation>
    </message>
    <message>
        <source>%1 is solved: the analysis shows the exact value of every choice, and &quot;perfect&quot; plays without a mistake.</source>
        <translation>%1 ist gelöst: Die Analyse zeigt den genauen Wert jeder Wahl, und „perfekt“ spielt ohne Fehler.</translation>
    </message>
    <message>
        <source>Nothing is kept yet: the work is first kept a minute after the start.</source>
        <translation>Noch wird nichts aufbewahrt: Die Arbeit wird zuerst eine Minute nach dem Start aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>No game against the computer has been finished yet.</source>
        <translation>Noch keine Partie gegen den Computer beendet.</translation>
    </message>
    <message>
        <source>Clear the statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
</context>
<context>
    <name>WhoStartsDialog</name>
    <message>
        <source>Who starts?</source>
        <translation>Wer beginnt?</translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation>Linke Hand</translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation>Rechte Hand</translation>
    </message>
</context>
<context>
    <name>djed::gui::CoachModel</name>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <source>Not the best turn: another one leaves you better chances. Try again.</source>
        <translation>Nicht der beste Zug: Ein anderer lässt dir bessere Chancen. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Not this one: after it the defence can hold out. Try again.</source>
        <translation>Dieser nicht: Danach kann sich die Verteidigung halten. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Right: that is the best turn for this throw.</source>
        <translation>Richtig: Das ist der beste Zug für diesen Wurf.</translation>
    </message>
    <message>
        <source>Right. Now the defence answers…</source>
        <translation>Richtig. Jetzt antwortet die Verteidigung…</translation>
    </message>
    <message>
        <source>The solution, turn by turn.</source>
        <translation>Die Lösung, Zug für Zug.</translation>
    </message>
    <message>
        <source>The game is over. %1 Again starts another one.</source>
        <translation>Die Partie ist zu Ende. %1 Mit „Nochmal“ beginnt eine neue.</translation>
    </message>
    <message>
        <source>Not this one: it does not win at once. Try again.</source>
        <translation>Dieser nicht: Er gewinnt nicht sofort. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Difficulty %1 (0 is the easiest): %2</source>
        <translation>Schwierigkeit %1 (0 ist die leichteste): %2</translation>
    </message>
    <message>
        <source>no other turn looks as good at first sight.</source>
        <translation>Kein anderer Zug sieht auf den ersten Blick so gut aus.</translation>
    </message>
    <message numerus="yes">
        <source>%n other turn(s) look as good at first sight.</source>
        <translation>
            <numerusform>%n anderer Zug sieht auf den ersten Blick so gut aus.</numerusform>
            <numerusform>%n andere Züge sehen auf den ersten Blick so gut aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>djed::gui::GameLauncher</name>
    <message>
        <source>two players</source>
        <translation>zwei Spieler</translation>
    </message>
    <message>
        <source>against computer (%1)</source>
        <translation>gegen den Computer (%1)</translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <source>Continue: %1, %2, turn %3</source>
        <translation>Fortsetzen: %1, %2, Zug %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: line %2: no game &apos;%3&apos; is loaded</source>
        <translation>%1: Zeile %2: kein Spiel &apos;%3&apos; geladen</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Es gibt keine Partie zum Fortsetzen.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <source>The game &apos;%1&apos; is not loaded (loaded: %2).</source>
        <translation>Das Spiel &apos;%1&apos; ist nicht geladen (geladen: %2).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>There is no game to play again.</source>
        <translation>Es gibt keine Partie zum Wiederholen.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
    <message>
        <source>The solved table cannot be used: %1</source>
        <translation>Die gelöste Tabelle ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>The game &apos;%1&apos; is not loaded.</source>
        <translation>Das Spiel „%1“ ist nicht geladen.</translation>
    </message>
    <message>
        <source>%1 has no lessons.</source>
        <translation>%1 hat keine Lektionen.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 hat keine Aufgaben.</translation>
    </message>
</context>
<context>
    <name>djed::gui::LocalHost</name>
    <message>
        <source>Games cannot be hosted on port %1: %2</source>
        <translation>Auf Port %1 lassen sich keine Partien anbieten: %2</translation>
    </message>
</context>
<context>
    <name>djed::gui::OnlineModel</name>
    <message>
        <source>The server at %1 cannot be reached.</source>
        <translation>Der Server unter %1 ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation>Die Verbindung ist unterbrochen; sie wird wiederhergestellt …</translation>
    </message>
    <message>
        <source>The server speaks another version of the protocol: update Djed or choose another server.</source>
        <translation>Der Server spricht eine andere Version des Protokolls: Aktualisieren Sie Djed oder wählen Sie einen anderen Server.</translation>
    </message>
    <message>
        <source>No game has this code: it may have ended, or the code is mistyped.</source>
        <translation>Keine Partie hat diesen Code: Sie ist vielleicht beendet, oder der Code ist vertippt.</translation>
    </message>
    <message>
        <source>This game already has two players.</source>
        <translation>Diese Partie hat schon zwei Spieler.</translation>
    </message>
    <message>
        <source>The server no longer knows this seat.</source>
        <translation>Der Server kennt diesen Platz nicht mehr.</translation>
    </message>
    <message>
        <source>The server refused this turn; the board shows the game as it stands.</source>
        <translation>Der Server hat diesen Zug abgelehnt; das Brett zeigt die Partie, wie sie steht.</translation>
    </message>
    <message>
        <source>The server sent something this version of Djed does not understand.</source>
        <translation>Der Server hat etwas gesendet, das diese Version von Djed nicht versteht.</translation>
    </message>
    <message>
        <source>This seat cannot be read: %1</source>
        <translation>Dieser Platz lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>The game was aborted.</source>
        <translation>Die Partie wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 gewinnt auf Zeit.</translation>
    </message>
    <message>
        <source>%1 wins: %2 left the game.</source>
        <translation>%1 gewinnt: %2 hat die Partie verlassen.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 hat aufgegeben: %2 gewinnt.</translation>
    </message>
    <message>
        <source>No online game is waiting to be continued.</source>
        <translation>Keine Online-Partie wartet darauf, fortgesetzt zu werden.</translation>
    </message>
    <message>
        <source>%1 declined the draw.</source>
        <translation>%1 hat das Remis abgelehnt.</translation>
    </message>
    <message>
        <source>Your draw offer lapsed with the turn played.</source>
        <translation>Dein Remisangebot ist mit dem gespielten Zug verfallen.</translation>
    </message>
    <message>
        <source>The server cannot store games now; trying again…</source>
        <translation>Der Server kann gerade keine Partien speichern; es wird erneut versucht …</translation>
    </message>
    <message>
        <source>You have as many open games on this server as it allows: join one, or wait until one is gone.</source>
        <translation>Du hast so viele offene Partien auf diesem Server, wie er erlaubt: tritt einer bei oder warte, bis eine verschwunden ist.</translation>
    </message>
    <message>
        <source>The server failed on this request; try again.</source>
        <translation>Der Server konnte diese Anfrage nicht ausführen; versuche es noch einmal.</translation>
    </message>
    <message>
        <source>A chat line may hold only characters that show, up to 300.</source>
        <translation>Eine Chatzeile darf nur sichtbare Zeichen enthalten, höchstens 300.</translation>
    </message>
    <message>
        <source>The game was aborted: %1 did not make a first turn in time.</source>
        <translation>Die Partie wurde abgebrochen: %1 hat den ersten Zug nicht rechtzeitig gemacht.</translation>
    </message>
    <message>
        <source>%1 aborted the game.</source>
        <translation>%1 hat die Partie abgebrochen.</translation>
    </message>
</context>
<context>
    <name>djed::gui::ReviewModel</name>
    <message>
        <source>best</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Chance of winning: %1 before, %2 after.</source>
        <translation>Gewinnchance: %1 vorher, %2 danach.</translation>
    </message>
    <message>
        <source>Best: %1 (%2).</source>
        <translation>Am besten: %1 (%2).</translation>
    </message>
    <message>
        <source>This turn decided the game.</source>
        <translation>Dieser Zug hat die Partie entschieden.</translation>
    </message>
    <message>
        <source>Turn %1: %2 — %3.</source>
        <translation>Zug %1: %2 — %3.</translation>
    </message>
</context>
<context>
    <name>djed::gui::SessionModel</name>
    <message>
        <source>Turn %1: %2 let %3 win at once.</source>
        <translation>Zug %1: %2 ließ %3 sofort gewinnen.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Turn %1: after %2, %3 %4.</source>
        <translation>Zug %1: %2 – %3 %4.</translation>
    </message>
    <message>
        <source>Waiting for an opponent to join.</source>
        <translation>Warte, bis ein Gegner beitritt.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Der Beginn der Partie.</translation>
    </message>
    <message>
        <source>After turn %1 of %2.</source>
        <translation>Nach Zug %1 von %2.</translation>
    </message>
    <message numerus="yes">
        <source>Reconnecting to the server: next try in %n s. The game waits until it is back.</source>
        <translation>
            <numerusform>Neue Verbindung zum Server: nächster Versuch in %n s. Die Partie wartet, bis er wieder da ist.</numerusform>
            <numerusform>Neue Verbindung zum Server: nächster Versuch in %n s. Die Partie wartet, bis er wieder da ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reconnecting to the server… The game waits until it is back.</source>
        <translation>Neue Verbindung zum Server … Die Partie wartet, bis er wieder da ist.</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move with this throw. %2</source>
        <translation>Der Stein auf %1 hat mit diesem Wurf keinen erlaubten Zug. %2</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move from where it stands. %2</source>
        <translation>Der Stein auf %1 hat von seinem Feld aus keinen erlaubten Zug. %2</translation>
    </message>
</context>
<context>
    <name>djed::gui::TableBuilder</name>
    <message>
        <source>Stopped. The work up to the last checkpoint is kept: the next build goes on from there.</source>
        <translation>Abgebrochen. Die Arbeit bis zum letzten Zwischenstand bleibt erhalten: Die nächste Berechnung macht dort weiter.</translation>
    </message>
    <message>
        <source>Stopped before the first checkpoint (written a minute after the start): the next build starts from the beginning.</source>
        <translation>Abgebrochen vor dem ersten Zwischenstand (er wird eine Minute nach dem Start gespeichert): Die nächste Berechnung beginnt von vorn.</translation>
    </message>
</context>
</TS>
