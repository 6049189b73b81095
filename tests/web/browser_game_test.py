#!/usr/bin/python3
"""The browser's game against djed-cli bots, in Debian's chromium, headless.

usage: browser_game_test.py DJED_SERVER DJED_CLI SCRATCH_DIR [--plugins DIR] [--app DJED --driver QML]
                            [--screenshots DIR] [--games G,G:V,...] [--skip G,G:V,...]

A djed-server on a loopback port it picks serves the pages it was built with, with the
plugins of --plugins besides its own (games the page has never heard of: a board of
sites, pieces placed from a hidden reserve). For each game the server has (every
variant, as `djed-cli list` names them), the browser plays a whole game against a
`djed-cli online` bot by clicks alone (a piece its steps offer, then a destination, or a
choice's button), checking every throw: Pharao's game is made by the bot and joined from
the link it prints, the others are made from the lobby's form and the bot joins by code.
The page is reloaded in the middle of the first game and comes back to its seat; the
server is killed with SIGKILL in the middle of Pharao's and started again on the same
data, and the browser and the bot go on; 40 clicks into Pharao the browser resigns by
the page's button and its question (Pharao's dice could make a game of 500 clicks;
every other game is played to its end); a second browser watches Seti (Aleph), and the
player's page counts it. Two browsers play tic-tac-toe (a test game) and a rematch. With --app, a desktop app (driven by the app tests' driver)
makes a Ramses game and the browser joins it by its link, and they play it out. The time
from opening a game's link to its drawn board is printed. With --screenshots, the lobby
and each game are photographed light, dark and at a phone's size.

Prints a summary and exits 0 when everything holds; prints one line saying why and exits
1 otherwise.
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

START_TIMEOUT = 15.0
GAME_TIMEOUT = 300.0   # one whole game, clicks and the bot's thinking included
WAIT_TIMEOUT = 30.0    # one thing the page should show
PHARAO_RESIGN_AT = 40  # clicks into Pharao's game: past the server's restart at 8


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, executable, data, port, plugins):
        self.executable, self.data, self.port, self.plugins = executable, data, port, plugins
        self.process = None

    def start(self):
        self.process = subprocess.Popen([self.executable, "--listen", f"127.0.0.1:{self.port}", "--data", self.data,
                                         "--quiet", "--first-turn", "120", *self.plugins],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        check(line.startswith("listening on"), f"the server's first line: {line!r}")

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=START_TIMEOUT)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=START_TIMEOUT)
            except subprocess.TimeoutExpired:
                self.kill()


class Peer:
    """The other player, a process whose output() says what happens."""

    def said(self, prefix):
        """The rest of the first line of its output that starts with `prefix`."""
        for line in self.output().splitlines():
            if line.startswith(prefix):
                return line[len(prefix):].strip()
        return None


class Bot(Peer):
    """A djed-cli bot: `how` is ["--join", CODE] or ["--create", GAME, ...]."""

    def __init__(self, cli, plugins, port, how, scratch, name):
        self.out_path = os.path.join(scratch, name + ".out")
        self.out = open(self.out_path, "w")
        self.process = subprocess.Popen([cli, *plugins, "online", f"ws://127.0.0.1:{port}", *how, "--level", "easy",
                                         "--name", "Bot", "--reconnect-for", "60", "--time-ms", "20"],
                                        stdout=self.out, stderr=subprocess.STDOUT)

    def output(self):
        with open(self.out_path) as f:
            return f.read()

    def finish(self):
        try:
            self.process.wait(timeout=WAIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise Failure(f"the bot did not finish; it printed last: {self.output()[-300:]!r}")
        self.out.close()
        return self.output()

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.out.close()


def wait_until(what, predicate, timeout=WAIT_TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except (StaleElementReferenceException, WebDriverException):
            pass
        time.sleep(0.05)
    raise Failure(f"the page never showed {what}")


def browser(width, height, language="en"):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", f"--lang={language}", "--no-first-run",
                     "--disable-extensions", "--disable-background-networking"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def dark(driver, on):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}]})


def text_of(driver, selector):
    """The text of the first element `selector` finds, read at once (the page may draw
    it again at any moment)."""
    return driver.execute_script("const e = document.querySelector(arguments[0]); return e ? e.innerText : '';",
                                 selector)


class App(Peer):
    """A desktop app of its own (settings and data in the scratch folder), offscreen,
    driven by the app tests' driver with DJED_DRIVE_* options; it says what happens
    on its error output ("driver: code ...", "driver: over ...")."""

    def __init__(self, executable, driver_qml, scratch, **options):
        home = os.path.join(scratch, "app-home")
        os.makedirs(os.path.join(home, "config", "Djed"), exist_ok=True)
        runtime = os.path.join(scratch, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        with open(os.path.join(home, "config", "Djed", "Djed.conf"), "w") as f:
            f.write("[General]\nanimation=off\nsound=false\nlanguage=en\n")
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                   XDG_RUNTIME_DIR=runtime, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software")
        for key, value in options.items():
            env["DJED_DRIVE_" + key.upper()] = str(value)
        self.err_path = os.path.join(scratch, "app.err")
        self.err = open(self.err_path, "w")
        self.process = subprocess.Popen([executable, "--driver", driver_qml, "--size", "1024x700"], env=env,
                                        stdout=subprocess.DEVNULL, stderr=self.err)

    def output(self):
        with open(self.err_path) as f:
            return "".join(line.split("driver: ", 1)[1] for line in f if "driver: " in line)

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.err.close()


def join_by_link(driver, link):
    """Opens a game's link as a friend would: the invite page, a name, Join."""
    driver.get(link)
    wait_until("the invite page's join button", lambda: driver.find_elements(By.ID, "join"))
    name = driver.find_element(By.ID, "name")
    name.clear()
    name.send_keys("Ann")
    driver.find_element(By.ID, "join").click()
    wait_until("the board after joining", lambda: driver.find_elements(By.CSS_SELECTOR, "svg.board .site"))


def create_game(driver, base, game, variant):
    driver.get(base + "/")
    wait_until("the lobby's form", lambda: driver.find_elements(By.ID, "create"))
    wait_until("the games' names", lambda: len(Select(driver.find_element(By.ID, "game")).options) > 0)
    name = driver.find_element(By.ID, "name")
    name.clear()
    name.send_keys("Ann")
    Select(driver.find_element(By.ID, "game")).select_by_value(game)
    if variant:
        Select(driver.find_element(By.ID, "variant")).select_by_value(variant)
    Select(driver.find_element(By.ID, "seat")).select_by_value("first")
    Select(driver.find_element(By.ID, "clock")).select_by_value("untimed")
    listed = driver.find_element(By.ID, "listed")
    if listed.is_selected():
        listed.click()
    driver.find_element(By.ID, "create").click()
    wait_until("the invite link", lambda: driver.find_elements(By.CSS_SELECTOR, ".invite input"))
    code = wait_until("the game's code in the address", lambda: driver.current_url.rstrip("/").rsplit("/", 1)[1])
    check(len(code) == 8, f"the address after making a game: {driver.current_url}")
    link = driver.find_element(By.CSS_SELECTOR, ".invite input").get_attribute("value")
    check(link == f"{base}/{code}", f"the invite link {link!r} is not the game's address")
    return code


def over(driver):
    return bool(driver.find_elements(By.XPATH, "//div[@class='actions']/button[text()='Rematch']"))


def play_one_click(driver):
    """Clicks what the turn under way offers: a choice's button, a selected piece's
    destination, or a piece to pick. False when nothing is offered now."""
    buttons = driver.find_elements(By.CSS_SELECTOR, ".choices button.primary")
    if buttons:
        buttons[0].click()
        return True
    targets = driver.find_elements(By.CSS_SELECTOR, "svg.board circle.target")
    if targets:
        targets[0].click()
        return True
    reserve = driver.find_elements(By.CSS_SELECTOR, ".reserves button")
    if reserve and not driver.find_elements(By.CSS_SELECTOR, "svg.board .site.selectable"):
        reserve[0].click()
        return True
    pieces = driver.find_elements(By.CSS_SELECTOR, "svg.board .site.selectable")
    if pieces:
        pieces[0].click()
        return True
    return False


def resign(driver, shots):
    """Resigns by the page's button, which asks in the row to be sure: first keeps
    playing from the question, then resigns from it, and waits for the end. The
    question is photographed into `shots` (if given) as web-resign-*.png."""
    actions = "//div[@class='actions']"
    def ask():
        driver.find_element(By.XPATH, actions + "/button[text()='Resign']").click()
        wait_until("the question", lambda: driver.find_elements(By.XPATH, actions + "/span[text()='Resign this game?']"))
    ask()
    shoot(driver, shots, "resign")
    driver.find_element(By.XPATH, actions + "/button[text()='Keep playing']").click()
    wait_until("the question gone", lambda: not driver.find_elements(By.XPATH, actions + "/span[text()='Resign this game?']"))
    if over(driver):
        raise AssertionError("keeping playing ended the game")
    ask()
    driver.find_element(By.XPATH, actions + "/button[text()='Resign']").click()
    wait_until("the game over after resigning", lambda: over(driver))


def play_first_turn_by_keys(driver, bot):
    """Plays the game's first turn with the keyboard alone: the page puts the focus on
    a piece that may move, Enter picks it and the focus goes to its first destination,
    Enter plays that, and so on to the turn's end, which the bot sees. The keys it took."""
    wait_until("a piece to move", lambda: driver.find_elements(By.CSS_SELECTOR, "svg.board .site.selectable"))
    for keys in range(1, 9):
        wait_until("the focus on the board", lambda: driver.execute_script(
            "return document.activeElement && document.activeElement.classList.contains('site')"))
        ActionChains(driver).send_keys(Keys.ENTER).perform()
        try:
            wait_until("the turn at the bot", lambda: bot.said("1. "), timeout=0.5)
            return keys
        except Failure:
            pass
    raise Failure("eight keys did not play the first turn")


def play_to_end(driver, peer, during=None):
    """Plays the browser's side until the game is over; `during(turns)` runs after
    each click (a reload, a server killed)."""
    deadline = time.monotonic() + GAME_TIMEOUT
    clicks = 0
    while not over(driver):
        check(time.monotonic() < deadline, f"the game did not end in {GAME_TIMEOUT:.0f} s after {clicks} clicks; "
                                           f"the page says {text_of(driver, '.panel')!r}; the bot printed last "
                                           f"{peer.output()[-300:]!r}")
        try:
            if play_one_click(driver):
                clicks += 1
                if during:
                    during(clicks)
            else:
                time.sleep(0.05)
        except (StaleElementReferenceException, WebDriverException):
            time.sleep(0.05)  # the board was drawn again under the click
    return clicks


def two_browsers_and_a_rematch(driver, base, game):
    """Two browsers play `game` to its end by clicks, then both ask for a rematch: each
    comes to the new game at its own address, and it starts."""
    other = browser(900, 700)
    try:
        code = create_game(driver, base, *game.partition(":")[::2])
        join_by_link(other, f"{base}/{code}")
        deadline = time.monotonic() + GAME_TIMEOUT
        while not (over(driver) and over(other)):
            check(time.monotonic() < deadline, "two browsers did not finish their game")
            for page in (driver, other):
                try:
                    play_one_click(page)
                except (StaleElementReferenceException, WebDriverException):
                    pass
            time.sleep(0.05)
        driver.find_element(By.XPATH, "//div[@class='actions']/button[text()='Rematch']").click()
        wait_until("the rematch offer", lambda: "offers a rematch" in text_of(other, ".actions"))
        other.find_element(By.XPATH, "//div[@class='actions']/button[text()='Rematch']").click()
        for page in (driver, other):
            wait_until("the rematch's address", lambda: page.current_url.rstrip("/").rsplit("/", 1)[1] != code)
            wait_until("the rematch under way", lambda: not over(page) and "Ann" in text_of(page, ".players"))
        check(driver.current_url == other.current_url, f"the rematch at two addresses: {driver.current_url}, "
                                                        f"{other.current_url}")
        return f"{game} between two browsers, then a rematch at {driver.current_url.rsplit('/', 1)[1]}"
    finally:
        other.quit()


def every_game(cli, plugins):
    """Every game and variant djed-cli loads with these plugins (the server's), as
    GAME or GAME:VARIANT; Ramses first (its first turn is played by keys)."""
    listed = subprocess.run([cli, *plugins, "list"], capture_output=True, text=True, timeout=60, check=True).stdout
    games = []
    for line in listed.splitlines():
        words = line.split()
        if len(words) >= 2:
            games += [words[0]] if words[1] == "-" else [f"{words[0]}:{v}" for v in words[1].split(",")]
    check("ramses" in games and "pharao" in games, f"djed-cli lists: {listed!r}")
    games.remove("ramses")
    return ["ramses"] + games


def shoot(driver, folder, name):
    """The page as it is, light and dark, and at a phone's size, as
    web-NAME-light.png, web-NAME-dark.png and web-NAME-phone.png."""
    if not folder:
        return
    size = driver.get_window_size()
    for theme in ("light", "dark"):
        dark(driver, theme == "dark")
        time.sleep(0.2)
        driver.save_screenshot(os.path.join(folder, f"web-{name}-{theme}.png"))
    dark(driver, False)
    driver.set_window_size(390, 844)
    time.sleep(0.3)
    driver.save_screenshot(os.path.join(folder, f"web-{name}-phone.png"))
    driver.set_window_size(size["width"], size["height"])
    time.sleep(0.3)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("cli")
    parser.add_argument("scratch")
    parser.add_argument("--screenshots")
    parser.add_argument("--plugins")
    parser.add_argument("--skip", default="", help="games left out, G:V,...")
    parser.add_argument("--app")
    parser.add_argument("--driver")
    parser.add_argument("--games")
    args = parser.parse_args()
    shutil.rmtree(args.scratch, ignore_errors=True)
    os.makedirs(args.scratch)
    port = free_port()
    plugins = ["--plugins", args.plugins] if args.plugins else []
    server = Server(args.server, os.path.join(args.scratch, "data"), port, plugins)
    base = f"http://127.0.0.1:{port}"
    driver = None
    watcher = None
    app = None
    bots = []
    try:
        server.start()
        driver = browser(1280, 800)
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            driver.get(base + "/")
            wait_until("the games' names", lambda: len(Select(driver.find_element(By.ID, "game")).options) > 0)
            shoot(driver, args.screenshots, "lobby")
        # A link to a game that is not there: said in a sentence, the lobby a click away.
        driver.get(base + "/23456789")
        wait_until("the unknown code said", lambda: "No game has this code" in text_of(driver, "main"))
        check(driver.find_elements(By.XPATH, "//button[text()='Lobby']"), "no way back to the lobby")
        games = args.games.split(",") if args.games else every_game(args.cli, plugins)
        games = [g for g in games if g not in args.skip.split(",")]
        summary = []
        for index, entry in enumerate(games):
            game, _, variant = entry.partition(":")
            if game == "pharao":
                # Made by the bot; the browser opens the link it printed, as a friend would.
                bot = Bot(args.cli, plugins, port, ["--create", entry, "--seat", "second", "--unlisted"], args.scratch,
                          f"bot-{index}")
                link = wait_until("the bot's link", lambda: bot.said("link: "))
                check(link.startswith(base + "/"), f"the bot's link {link!r} is not on {base}")
                join_by_link(driver, link)
            else:
                code = create_game(driver, base, game, variant)
                bot = Bot(args.cli, plugins, port, ["--join", code], args.scratch, f"bot-{index}")
            bots.append(bot)
            wait_until("the bot's name", lambda: "Bot" in text_of(driver, ".players"))
            if game == "ramses":
                # The rules page in a dialog over the game: text, no diagram's source, closed again.
                driver.find_element(By.XPATH, "//header/button[text()='Rules']").click()
                page = wait_until("the rules page", lambda: text_of(driver, "dialog.rules"))
                check(len(page) > 1000 and "```" not in page and "mark:" not in page,
                      f"the rules page shows {page[:200]!r}")
                driver.find_element(By.XPATH, "//dialog//button[text()='Close']").click()
                wait_until("the rules page closed", lambda: not driver.find_elements(By.CSS_SELECTOR, "dialog.rules"))
                summary.append(f"first turn by keyboard: {play_first_turn_by_keys(driver, bot)} keys")
            if entry == "seti:aleph":
                # A second browser, in German, watches: it sees the board, both names and
                # the game's words in its language; the player's page counts it. The time
                # from opening the link to the drawn board is a new browser's first board.
                watcher = browser(900, 700, "de")
                started = time.monotonic()
                watcher.get(driver.current_url)
                wait_until("the watch button", lambda: watcher.find_elements(By.XPATH, "//button[text()='Zuschauen']"))
                watcher.find_element(By.XPATH, "//button[text()='Zuschauen']").click()
                wait_until("the watched board", lambda: watcher.find_elements(By.CSS_SELECTOR, "svg.board .piece"))
                summary.append(f"a new browser's first board {time.monotonic() - started:.2f} s after opening the link")
                wait_until("both names and German sides for the spectator", lambda: "Bot" in text_of(watcher, ".players")
                           and "Ann" in text_of(watcher, ".players") and "Braun" in text_of(watcher, ".players"))
                wait_until("the spectator counted", lambda: "1 watching" in text_of(driver, ".players"))
                summary.append("a spectator watched")

            def during(clicks, index=index):
                if game == "ramses" and clicks == 6:
                    # A reload comes back to the seat: same game, the board drawn again.
                    started = time.monotonic()
                    driver.refresh()
                    wait_until("the board after a reload", lambda: driver.find_elements(By.CSS_SELECTOR, "svg.board .site"))
                    wait_until("the players after a reload", lambda: "Bot" in text_of(driver, ".players"))
                    summary.append(f"reload: board again in {time.monotonic() - started:.2f} s")
                if clicks == 10:
                    time.sleep(0.3)  # the bot's answer drawn
                    shoot(driver, args.screenshots, entry.replace(":", "-"))
                if game == "pharao" and clicks == 8:
                    server.kill()
                    server.start()
                    summary.append("server killed (SIGKILL) and started again")
                if game == "pharao" and clicks >= PHARAO_RESIGN_AT:
                    resign(driver, args.screenshots)

            clicks = play_to_end(driver, bot, during)
            if clicks < 10:  # a short game is photographed as it ended
                shoot(driver, args.screenshots, entry.replace(":", "-"))
            result = bot.finish()
            check("result:" in result, f"the bot printed no result: {result[-200:]!r}")
            prompt = text_of(driver, ".prompt")
            check("wins" in prompt or "Draw" in prompt or "aborted" in prompt, f"the page's last words: {prompt!r}")
            if game == "pharao":
                check(driver.find_elements(By.XPATH, "//p[text()='Every throw checked: both links and the outcome.']"),
                      "the page did not say the throws were checked")
            check(not driver.find_elements(By.CSS_SELECTOR, ".error"), f"the page shows an error: {text_of(driver, '.error')!r}")
            summary.append(f"{entry}: {clicks} clicks, {prompt}")
            if watcher:
                watcher.quit()
                watcher = None
        if "tictactoe:classic" in games:
            summary.append(two_browsers_and_a_rematch(driver, base, "tictactoe:classic"))
        if args.app:
            # The desktop app makes a game, the browser joins it by its link.
            app = App(args.app, args.driver, args.scratch, role="create", server=f"ws://127.0.0.1:{port}",
                      name="Nut", game="ramses", variant="", seed=3)
            said = wait_until("the app's code", lambda: app.said("code "), timeout=60)
            join_by_link(driver, f"{base}/{said.split()[0]}")
            wait_until("the app's player", lambda: "Nut" in text_of(driver, ".players"))
            clicks = play_to_end(driver, app)
            over = wait_until("the app's end", lambda: app.said("over "))
            prompt = text_of(driver, ".prompt")
            check(("wins" in prompt or "Draw" in prompt) and not driver.find_elements(By.CSS_SELECTOR, ".error"),
                  f"the page's last words against the app: {prompt!r}")
            summary.append(f"against the app: {clicks} clicks, the app says over {over}, the page {prompt}")
        print("browser games: " + "; ".join(summary))
        return 0
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    finally:
        for bot in bots:
            bot.stop()
        if app:
            app.stop()
        if watcher:
            watcher.quit()
        if driver:
            driver.quit()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
