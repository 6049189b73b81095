// djed: the Qt Quick application. Loads the game plugins, fills the launcher's
// models from a Qt-free snapshot and hands them to QML as initial properties.
#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QIcon>
#include <QPalette>
#include <QProcessEnvironment>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <cstring>

#include "djed/levels.hpp"
#include "djed/plugin_abi.hpp"
#include "djed/text.hpp"
#include "app_settings.hpp"
#include "game_catalog.hpp"
#include "game_launcher.hpp"
#include "game_list_model.hpp"
#include "game_statistics.hpp"
#include "learning_progress.hpp"
#include "lan_games.hpp"
#include "language.hpp"
#include "local_host.hpp"
#include "session_model.hpp"
#include "load_problem_model.hpp"
#include "online_model.hpp"
#include "piece_images.hpp"
#include "screenshot.hpp"
#include "sound_player.hpp"

Q_IMPORT_QML_PLUGIN(DjedPlugin)
Q_IMPORT_QML_PLUGIN(Djed_ModelsPlugin)

namespace {

bool wants_screenshot(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0) return true;
  return false;
}

// The glyphs games put on their special squares are in the Egyptian script:
// any Noto font for it that Debian installed.
QString load_egyptian_font() {
  for (const char* dir : {"/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto"}) {
    QDirIterator files(QString::fromLatin1(dir), {QStringLiteral("NotoSansEgyptian*")}, QDir::Files);
    while (files.hasNext()) {
      const int id = QFontDatabase::addApplicationFont(files.next());
      if (id >= 0 && !QFontDatabase::applicationFontFamilies(id).isEmpty())
        return QFontDatabase::applicationFontFamilies(id).constFirst();
    }
  }
  std::fprintf(stderr, "djed: no font for the Egyptian script (Debian package fonts-noto-core); names are shown instead\n");
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  const bool screenshot = wants_screenshot(argc, argv);
  if (screenshot) {
    // Renders without a display and without a GPU.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
  }
  QGuiApplication::setApplicationName("Djed");
  QGuiApplication::setOrganizationName("Djed");
  QGuiApplication::setApplicationVersion(QStringLiteral(DJED_VERSION));

  // The command line is read before the application starts, so that --help
  // and bad options work without a display.
  QCommandLineParser parser;
  parser.setApplicationDescription("Egyptian board games, one plugin each.");
  const QCommandLineOption help_option = parser.addHelpOption();
  const QCommandLineOption version_option = parser.addVersionOption();
  const QCommandLineOption screenshot_option("screenshot", "Render the first screen to FILE and exit.", "FILE");
  const QCommandLineOption plugins_option("plugins", "Also load game plugins from DIR (repeatable).", "DIR");
  const QCommandLineOption game_option("game", "Open the game screen of GAME[:VARIANT] at once.", "GAME");
  const QCommandLineOption position_option("position", "Start the game (--game) from POSITION.", "POSITION");
  const QCommandLineOption players_option(
      "players", "Who plays the sides of --game: two of human, easy, medium, hard, perfect (default human,human).", "A,B");
  const QCommandLineOption analysis_option(
      "analysis", "With --game: the analysis on once the game's solved table is read (a screenshot waits for it).");
  const QCommandLineOption review_option(
      "review", "With --game or a record: review the game and show turn TURN (a screenshot waits for the review).",
      "TURN");
  const QCommandLineOption actions_option(
      "actions", "With --game: play ACTIONS (the game's action notation, separated by spaces) for the player to act: a turn shown half made.",
      "ACTIONS");
  const QCommandLineOption rules_option("rules", "With --game: open the game's rules page.");
  const QCommandLineOption lesson_option("lesson", "With --game: open lesson N of the game's course (1 for the first).", "N");
  const QCommandLineOption puzzle_option("puzzle", "With --game: open puzzle N of the game's puzzles (1 for the first).", "N");
  const QCommandLineOption dark_option("dark", "Use the dark theme.");
  const QCommandLineOption language_option("language", "Speak LANGUAGE (en, de, fr) instead of the chosen one.",
                                           "LANGUAGE");
  const QCommandLineOption online_option("online", "Open the online screen.");
  const QCommandLineOption dialog_option(
      "dialog", "Open the dialog NAME at once (settings, statistics, about; new-game with --game), e.g. for pictures.",
      "NAME");
  const QCommandLineOption server_option("server", "With --join or --watch: the server (ws://HOST:PORT; several nodes of one server: comma-separated).", "URL");
  const QCommandLineOption join_option("join", "Join the online game with this invite code.", "CODE");
  const QCommandLineOption watch_option("watch", "Watch the online game with this invite code.", "CODE");
  const QCommandLineOption name_option("name", "With --join: the name the other player sees.", "NAME");
  const QCommandLineOption driver_option(
      "driver", "Load FILE.qml beside the window to drive it (tests); DJED_DRIVE_* variables are its options.", "FILE");
  const QCommandLineOption size_option("size", "Open the window at WIDTHxHEIGHT (e.g. 800x600).", "WxH");
  parser.addOption(screenshot_option);
  parser.addOption(size_option);
  parser.addOption(plugins_option);
  parser.addOption(game_option);
  parser.addOption(position_option);
  parser.addOption(dark_option);
  parser.addOption(players_option);
  parser.addOption(analysis_option);
  parser.addOption(review_option);
  parser.addOption(actions_option);
  parser.addOption(rules_option);
  parser.addOption(lesson_option);
  parser.addOption(puzzle_option);
  parser.addOption(language_option);
  parser.addOption(online_option);
  parser.addOption(dialog_option);
  parser.addOption(server_option);
  parser.addOption(join_option);
  parser.addOption(watch_option);
  parser.addOption(name_option);
  parser.addOption(driver_option);
  parser.addPositionalArgument("record", "A game record (.djed) to open at its last position.", "[FILE.djed]");
  QStringList arguments;
  for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
  if (!parser.parse(arguments)) {
    std::fprintf(stderr, "djed: %s (try --help)\n", djed::printable(parser.errorText().toStdString()).c_str());
    return 2;
  }
  if (parser.isSet(help_option)) {
    // Without a running application the parser cannot know the program's name.
    std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("djed"))), stdout);
    return 0;
  }
  if (parser.isSet(version_option)) {
    std::printf("Djed %s, plugin ABI %u\n", DJED_VERSION, static_cast<unsigned>(djed::kPluginAbiVersion));
    return 0;
  }
  if (parser.positionalArguments().size() > 1 ||
      (parser.positionalArguments().size() == 1 && parser.isSet(game_option))) {
    std::fprintf(stderr, "djed: unexpected argument '%s' (try --help)\n",
                 djed::printable(parser.positionalArguments().constLast().toStdString()).c_str());
    return 2;
  }
  QStringList seats{"human", "human"};
  if (parser.isSet(players_option)) {
    seats = parser.value(players_option).split(',');
    QStringList known{"human"};
    for (std::string_view level : djed::kLevelNames) known << QString::fromUtf8(level.data(), static_cast<qsizetype>(level.size()));
    known << QString::fromUtf8(djed::kPerfectLevel.data(), static_cast<qsizetype>(djed::kPerfectLevel.size()));
    if (!parser.isSet(game_option) || seats.size() != 2 || !known.contains(seats[0]) || !known.contains(seats[1])) {
      std::fprintf(stderr, "djed: --players '%s': expected two of %s, with --game\n",
                   djed::printable(parser.value(players_option).toStdString()).c_str(),
                   known.join(QStringLiteral(", ")).toUtf8().constData());
      return 2;
    }
  }

  const bool joining = parser.isSet(join_option) || parser.isSet(watch_option);
  if (joining != parser.isSet(server_option) || (parser.isSet(join_option) && parser.isSet(watch_option)) ||
      (joining && parser.isSet(game_option))) {
    std::fprintf(stderr, "djed: --join or --watch go with --server, one of them, without --game\n");
    return 2;
  }
  // One address, or the nodes of one server separated by commas.
  const QString server_url = parser.value(server_option);
  for (const QString& part : server_url.split(QLatin1Char(','))) {
    const QUrl url(part.trimmed());
    if (joining && (!url.isValid() || url.host().isEmpty() || (url.scheme() != "ws" && url.scheme() != "wss"))) {
      std::fprintf(stderr, "djed: --server '%s': expected ws://HOST:PORT or wss://HOST:PORT (several: comma-separated)\n",
                   djed::printable(part.toStdString()).c_str());
      return 2;
    }
  }
  for (const auto* needs_game : {&position_option, &actions_option, &rules_option})
    if (parser.isSet(*needs_game) && !parser.isSet(game_option)) {
      std::fprintf(stderr, "djed: --%s needs --game (which game it is of)\n", needs_game->names().constFirst().toUtf8().constData());
      return 2;
    }
  if (parser.isSet(dialog_option)) {
    const QString dialog = parser.value(dialog_option);
    const bool known = dialog == "settings" || dialog == "statistics" || dialog == "about" || dialog == "new-game";
    if (!known || (dialog == "new-game" && !parser.isSet(game_option))) {
      std::fprintf(stderr, "djed: --dialog '%s': expected settings, statistics, about, or new-game with --game\n",
                   djed::printable(dialog.toStdString()).c_str());
      return 2;
    }
  }
  if (parser.isSet(language_option) && !djed::gui::Language::codes().contains(parser.value(language_option))) {
    std::fprintf(stderr, "djed: --language '%s': expected one of en, de, fr\n",
                 djed::printable(parser.value(language_option).toStdString()).c_str());
    return 2;
  }
  QSize window_size;
  if (parser.isSet(size_option)) {
    const QStringList parts = parser.value(size_option).split('x');
    bool w_ok = false, h_ok = false;
    if (parts.size() == 2) window_size = QSize(parts[0].toInt(&w_ok), parts[1].toInt(&h_ok));
    if (!w_ok || !h_ok || window_size.width() < 320 || window_size.height() < 240 || window_size.width() > 7680 ||
        window_size.height() > 4320) {
      std::fprintf(stderr, "djed: --size '%s': expected WIDTHxHEIGHT between 320x240 and 7680x4320\n",
                   djed::printable(parser.value(size_option).toStdString()).c_str());
      return 2;
    }
  }

  QGuiApplication app(argc, argv);
  QQuickStyle::setStyle("Basic");
  // The desktop entry's name ties the window to the launcher entry and its
  // icon (Wayland); the icon itself is compiled in for the window title bar.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.djed.Djed"));
  QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.djed.Djed.svg")));

  // The language first: the launcher's cards and every message are made in it.
  djed::gui::AppSettings settings;
  settings.set_read_only(screenshot);
  // Qt 6.4 tells no colour scheme: a dark window colour means a dark system.
  settings.set_system_dark(QGuiApplication::palette().color(QPalette::Window).lightness() < 128);
  djed::gui::Language language;
  language.set_code(parser.isSet(language_option) ? parser.value(language_option)
                    : settings.language().isEmpty() ? djed::gui::Language::from_system()
                                                    : settings.language());

  std::vector<std::filesystem::path> extra;
  for (const QString& dir : parser.values(plugins_option)) extra.emplace_back(dir.toStdString());
  djed::PluginHost host;
  host.load_all(djed::PluginHost::search_path(extra));
  const djed::gui::GameCatalog catalog = djed::gui::make_catalog(host);
  for (const auto& problem : catalog.problems)
    std::fprintf(stderr, "djed: %s: %s\n", djed::printable(problem.file).c_str(), djed::printable(problem.reason).c_str());

  djed::gui::GameListModel games;
  games.reset(catalog.games);
  djed::gui::LoadProblemModel problems;
  problems.reset(catalog.problems);

  // The plugins live as long as the application: shared without an owner.
  const std::shared_ptr<djed::PluginHost> shared_host(&host, [](djed::PluginHost*) {});
  const QString data_folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  djed::gui::OnlineModel online(shared_host);
  if (!screenshot) online.set_keep_folder(data_folder + QStringLiteral("/online"));
  djed::gui::LocalHost local_host(shared_host, data_folder + QStringLiteral("/host"));
  djed::gui::LanGames lan_games;

  djed::gui::GameLauncher launcher(host, load_egyptian_font());
  launcher.set_online(&online);
  launcher.set_settings(&settings);
  djed::gui::GameStatistics statistics;
  if (!screenshot) launcher.set_statistics(&statistics);
  djed::gui::SoundPlayer sounds(settings);
  launcher.set_sound_player(&sounds);
  launcher.set_autosave(!screenshot);
  // Screenshots show a newcomer's launcher and leave the progress alone.
  djed::gui::LearningProgress progress(screenshot ? QDir::temp().filePath(QStringLiteral("djed-screenshot-progress.ini")) : QString());
  if (screenshot) progress.reset();
  progress.set_has_played(!screenshot && !statistics.rows().isEmpty());
  QObject::connect(&statistics, &djed::gui::GameStatistics::changed, &progress,
                   [&] { progress.set_has_played(!statistics.rows().isEmpty()); });
  launcher.set_progress(&progress);
  if (!parser.positionalArguments().isEmpty()) {
    const QString error = launcher.openRecord(QUrl::fromLocalFile(parser.positionalArguments().constFirst()));
    if (!error.isEmpty()) {
      std::fprintf(stderr, "djed: %s\n", djed::printable(error.toStdString()).c_str());
      return 2;
    }
  }
  if (parser.isSet(game_option)) {
    const QString spec = parser.value(game_option);
    const QString id = spec.section(':', 0, 0), variant = spec.section(':', 1);
    const QString error = parser.isSet(lesson_option)   ? launcher.startLesson(id, parser.value(lesson_option).toInt() - 1)
                          : parser.isSet(puzzle_option) ? launcher.startPuzzle(id, parser.value(puzzle_option).toInt() - 1)
                                                        : launcher.start(id, variant, seats, parser.value(position_option));
    if (!error.isEmpty()) {
      std::fprintf(stderr, "djed: %s\n", djed::printable(error.toStdString()).c_str());
      return 2;
    }
    if (parser.isSet(actions_option)) {
      const QString refused = launcher.session()->play_actions(parser.value(actions_option).toStdString());
      if (!refused.isEmpty()) {
        std::fprintf(stderr, "djed: --actions: %s\n", djed::printable(refused.toStdString()).c_str());
        return 2;
      }
    }
  }

  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));
  engine.addImageProvider(djed::gui::kPieceImageProvider, new djed::gui::PieceImageProvider(host));
  language.attach(&engine);
  QObject::connect(&language, &djed::gui::Language::changed, &app, [&] {
    games.reset(djed::gui::make_catalog(host).games);
    launcher.retranslate();
  });
  engine.setInitialProperties({{"games", QVariant::fromValue(&games)},
                               {"loadProblems", QVariant::fromValue(&problems)},
                               {"launcher", QVariant::fromValue(&launcher)},
                               {"settings", QVariant::fromValue(&settings)},
                               {"language", QVariant::fromValue(&language)},
                               {"statistics", QVariant::fromValue(&statistics)},
                               {"progress", QVariant::fromValue(&progress)},
                               {"online", QVariant::fromValue(&online)},
                               {"localHost", QVariant::fromValue(&local_host)},
                               {"lanGames", QVariant::fromValue(&lan_games)},
                               {"onlineOpen", parser.isSet(online_option) || joining},
                               {"rulesOpen", parser.isSet(rules_option)},
                               {"dialogOpen", parser.value(dialog_option)},
                               {"darkTheme", parser.isSet(dark_option) || settings.dark_theme()},
                               {"still", screenshot}});
  engine.load(QUrl(QStringLiteral("qrc:/Djed/Main.qml")));
  if (engine.rootObjects().isEmpty()) return 1;
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
  if (!window) return 1;
  if (window_size.isValid()) {
    window->resize(window_size);
  } else if (const QRect last = settings.window_geometry(); last.isValid() && !screenshot) {
    window->setGeometry(last);
  }
  QObject::connect(&app, &QGuiApplication::aboutToQuit, [&] {
    if (!screenshot) settings.set_window_geometry(window->geometry());
  });

  // --driver: a script that plays the app as a player would (tests), with
  // the window, the launcher and the online model, and its options from
  // the environment (DJED_DRIVE_ROLE=create -> options.role = "create").
  if (parser.isSet(driver_option)) {
    QVariantMap options;
    for (const QString& entry : QProcessEnvironment::systemEnvironment().toStringList())
      if (entry.startsWith(QLatin1String("DJED_DRIVE_")))
        options.insert(entry.section('=', 0, 0).mid(11).toLower(), entry.section('=', 1));
    QQmlComponent driver(&engine, QUrl::fromLocalFile(parser.value(driver_option)));
    QObject* made = driver.createWithInitialProperties({{"window", QVariant::fromValue(window)},
                                                        {"launcher", QVariant::fromValue(&launcher)},
                                                        {"online", QVariant::fromValue(&online)},
                                                        {"options", options}});
    if (made == nullptr) {
      std::fprintf(stderr, "djed: --driver '%s': %s\n", djed::printable(parser.value(driver_option).toStdString()).c_str(),
                   djed::printable(driver.errorString().toStdString()).c_str());
      return 2;
    }
    made->setParent(&app);
  }

  // --analysis: on as soon as the table is read; a screenshot waits until
  // the table is read or refused.
  djed::gui::SessionModel* analysed = parser.isSet(analysis_option) ? launcher.session() : nullptr;
  // --review: the review starts at once and shows its turn when done.
  djed::gui::SessionModel* reviewed = parser.isSet(review_option) ? launcher.session() : nullptr;
  const int review_turn = parser.value(review_option).toInt();
  if (reviewed) {
    djed::gui::ReviewModel* review = reviewed->review();
    QObject::connect(review, &djed::gui::ReviewModel::reviewed, review, [review, review_turn] { review->show(review_turn); });
    QTimer::singleShot(0, review, [review] { review->analyse(); });
  }
  const auto settled = [analysed, reviewed] {
    return (!analysed || analysed->table_loaded() || !analysed->table_loading()) &&
           (!reviewed || reviewed->review()->analysed());
  };
  if (analysed) {
    const auto switch_on = [analysed] {
      if (analysed->table_loaded() && !analysed->analysis()) analysed->setAnalysis(true);
    };
    switch_on();
    QObject::connect(analysed, &djed::gui::SessionModel::changed, analysed, switch_on);
  }
  // The other player moved while the window is behind others: the window
  // asks for attention (the taskbar entry flashes) until it is shown.
  QObject::connect(&launcher, &djed::gui::GameLauncher::yourTurn, window, [window] {
    if (!window->isActive()) window->alert(0);
  });
  if (parser.isSet(join_option)) {
    // A name given here is the player's name from now on: the online screen shows it too.
    if (parser.isSet(name_option)) settings.set_nickname(parser.value(name_option));
    const QString name = parser.isSet(name_option) ? parser.value(name_option)
                         : settings.nickname().isEmpty() ? QStringLiteral("Player") : settings.nickname();
    online.join(server_url, name, parser.value(join_option));
  } else if (parser.isSet(watch_option)) {
    online.watch(server_url, parser.value(watch_option));
  }
  if (screenshot && joining) {
    // The game screen once the server has seated the player (or the online
    // screen with the reason it did not), then a moment for its news.
    const QString file = parser.value(screenshot_option);
    auto* waiting = new QObject(&app);
    const auto shoot = [waiting, window, file, &app] {
      if (waiting->property("done").toBool()) return;
      waiting->setProperty("done", true);
      QTimer::singleShot(1500, &app, [window, file, &app] { new djed::gui::Screenshot(window, file, &app); });
    };
    QObject::connect(&launcher, &djed::gui::GameLauncher::sessionChanged, waiting, shoot);
    QObject::connect(&online, &djed::gui::OnlineModel::changed, waiting, [&online, shoot] {
      if (!online.problem().isEmpty()) shoot();
    });
  } else if (screenshot) {
    const QString file = parser.value(screenshot_option);
    if (settled()) {
      new djed::gui::Screenshot(window, file, &app);
    } else {
      auto* waiting = new QObject(&app);
      const auto shoot = [waiting, settled, window, file, &app] {
        if (!settled() || waiting->property("done").toBool()) return;
        waiting->setProperty("done", true);
        new djed::gui::Screenshot(window, file, &app);
        waiting->deleteLater();
      };
      if (analysed) QObject::connect(analysed, &djed::gui::SessionModel::changed, waiting, shoot);
      if (reviewed) QObject::connect(reviewed->review(), &djed::gui::ReviewModel::changed, waiting, shoot);
    }
  }
  return QGuiApplication::exec();
}
