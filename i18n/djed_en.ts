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
</TS>
