<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GamePage</name>
    <message numerus="yes">
        <source>, %n draw(s)</source>
        <translation>
            <numerusform>, %n draw</numerusform>
            <numerusform>, %n draws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadProblemsPanel</name>
    <message numerus="yes">
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n plugin could not be loaded</numerusform>
            <numerusform>%n plugins could not be loaded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message numerus="yes">
        <source>%n day(s) a turn</source>
        <translation>
            <numerusform>%n day a turn</numerusform>
            <numerusform>%n days a turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message numerus="yes">
        <source>%n spectator(s)</source>
        <translation>
            <numerusform>%n spectator</numerusform>
            <numerusform>%n spectators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show (%n new)</source>
        <translation>
            <numerusform>Show (%n new)</numerusform>
            <numerusform>Show (%n new)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineSituation</name>
    <message numerus="yes">
        <source>Your first turn: %n s left, or the game is aborted.</source>
        <translation>
            <numerusform>Your first turn: %n second left, or the game is aborted.</numerusform>
            <numerusform>Your first turn: %n seconds left, or the game is aborted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n s for a first turn, or the game is aborted.</source>
        <translation>
            <numerusform>%1 has %n second for a first turn, or the game is aborted.</numerusform>
            <numerusform>%1 has %n seconds for a first turn, or the game is aborted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>wins in %n turn(s)</source>
        <translation>
            <numerusform>wins in %n turn</numerusform>
            <numerusform>wins in %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n turn(s) at best</source>
        <translation>
            <numerusform>loses in %n turn at best</numerusform>
            <numerusform>loses in %n turns at best</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolvedPanel</name>
    <message numerus="yes">
        <source>, about %n minute(s) left</source>
        <translation>
            <numerusform>, about %n minute left</numerusform>
            <numerusform>, about %n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>djed::gui::CoachModel</name>
    <message numerus="yes">
        <source>%n other turn(s) look as good at first sight.</source>
        <translation>
            <numerusform>%n other turn looks as good at first sight.</numerusform>
            <numerusform>%n other turns look as good at first sight.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>djed::gui::ReviewModel</name>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>djed::gui::SessionModel</name>
    <message numerus="yes">
        <source>Reconnecting to the server: next try in %n s. The game waits until it is back.</source>
        <translation>
            <numerusform>Reconnecting to the server: next try in %n second. The game waits until it is back.</numerusform>
            <numerusform>Reconnecting to the server: next try in %n seconds. The game waits until it is back.</numerusform>
        </translation>
    </message>
</context>
</TS>
