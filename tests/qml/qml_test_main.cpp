// Qt Quick Test runner for the game screen: the QML tests get a GameLauncher
// (context property `launcher`) over the real game plugins of the build tree
// and the test games (tests/plugins), with the pieces' image provider, and
// the launcher's models (`games`, `loadProblems`).
#include <QCoreApplication>
#include <QStringList>
#include <QtQml/QQmlError>
#include <cstdio>
#include <QFile>
#include <QTranslator>
#include <functional>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/QQmlContext>
#include <QtQml/QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

#include "djed/plugin_host.hpp"
#include "app_settings.hpp"
#include "game_catalog.hpp"
#include "game_launcher.hpp"
#include "game_list_model.hpp"
#include "game_statistics.hpp"
#include "learning_progress.hpp"
#include "language.hpp"
#include "load_problem_model.hpp"
#include "local_host.hpp"
#include "online_model.hpp"
#include "piece_images.hpp"
#include "plugin_text.hpp"

Q_IMPORT_QML_PLUGIN(DjedPlugin)
Q_IMPORT_QML_PLUGIN(Djed_ModelsPlugin)

// A pseudo language: every text the app translates or takes from a plugin
// comes out in brackets, ⟦like this⟧, so a test can find any text on a
// screen that is not marked for translation.
class PseudoTranslator : public QTranslator {
 public:
  bool isEmpty() const override { return false; }
  QString translate(const char*, const char* source, const char*, int) const override {
    return QStringLiteral("\u27e6") + QString::fromUtf8(source) + QStringLiteral("\u27e7");
  }
};

class Pseudo : public QObject {
  Q_OBJECT
 public:
  std::function<void()> refresh;
  QQmlEngine* engine = nullptr;
  Q_INVOKABLE void on() { set(true); }
  Q_INVOKABLE void off() { set(false); }

 private:
  void set(bool on) {
    if (on) QCoreApplication::installTranslator(&translator_);
    else QCoreApplication::removeTranslator(&translator_);
    djed::gui::set_plugin_language(on ? djed::gui::kPseudoLanguage : "en");
    refresh();
    engine->retranslate();
  }
  PseudoTranslator translator_;
};

class Setup : public QObject {
  Q_OBJECT
 public:
  Setup() {
    // Solved tables are built into (and read from) a scratch data folder.
    qputenv("XDG_DATA_HOME", data_.path().toLocal8Bit());
    // The autosave goes to a test folder, emptied first.
    QStandardPaths::setTestModeEnabled(true);
    QFile::remove(djed::gui::GameLauncher::autosave_path());
    QSettings().clear();
    host_.load_all(djed::PluginHost::search_path({DJED_GAME_PLUGIN_DIR, DJED_TEST_PLUGIN_DIR}, false));
    launcher_ = std::make_unique<djed::gui::GameLauncher>(host_, QString());
    statistics_ = std::make_unique<djed::gui::GameStatistics>(data_.filePath("statistics.ini"));
    launcher_->set_statistics(statistics_.get());
    progress_ = std::make_unique<djed::gui::LearningProgress>(data_.filePath("progress.ini"));
    launcher_->set_progress(progress_.get());
    // Online: the plugins shared without an owner (they outlive the test).
    const std::shared_ptr<djed::PluginHost> shared(&host_, [](djed::PluginHost*) {});
    online_ = std::make_unique<djed::gui::OnlineModel>(shared);
    launcher_->set_online(online_.get());
    local_host_ = std::make_unique<djed::gui::LocalHost>(shared, data_.filePath("host"));
    const auto catalog = djed::gui::make_catalog(host_);
    games_.reset(catalog.games);
    problems_.reset(catalog.problems);
  }

 public slots:
  void qmlEngineAvailable(QQmlEngine* engine) {
    // Every QML warning is kept: the run fails on any (the console stays clean).
    QObject::connect(engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError>& errors) {
      for (const QQmlError& e : errors) warnings_ << e.toString();
    });
    engine->addImportPath(QStringLiteral("qrc:/"));
    engine->addImageProvider(djed::gui::kPieceImageProvider, new djed::gui::PieceImageProvider(host_));
    engine->rootContext()->setContextProperty("launcher", launcher_.get());
    engine->rootContext()->setContextProperty("games", &games_);
    engine->rootContext()->setContextProperty("appLanguage", &language_);
    engine->rootContext()->setContextProperty("appSettings", &settings_);
    engine->rootContext()->setContextProperty("appStatistics", statistics_.get());
    engine->rootContext()->setContextProperty("appProgress", progress_.get());
    engine->rootContext()->setContextProperty("appTempFolder", data_.path());
    engine->rootContext()->setContextProperty("appOnline", online_.get());
    engine->rootContext()->setContextProperty("appLocalHost", local_host_.get());
    pseudo_.engine = engine;
    pseudo_.refresh = [this] {
      games_.reset(djed::gui::make_catalog(host_).games);
      launcher_->retranslate();
    };
    engine->rootContext()->setContextProperty("pseudo", &pseudo_);
    language_.attach(engine);
    QObject::connect(&language_, &djed::gui::Language::changed, launcher_.get(), [this] {
      games_.reset(djed::gui::make_catalog(host_).games);
      launcher_->retranslate();
    });
    engine->rootContext()->setContextProperty("loadProblems", &problems_);
  }

 public:
  const QStringList& warnings() const { return warnings_; }

 private:
  QStringList warnings_;
  QTemporaryDir data_;
  djed::PluginHost host_;
  std::unique_ptr<djed::gui::OnlineModel> online_;
  std::unique_ptr<djed::gui::LocalHost> local_host_;
  std::unique_ptr<djed::gui::GameLauncher> launcher_;  // after online_: it leaves the online game
  std::unique_ptr<djed::gui::GameStatistics> statistics_;
  std::unique_ptr<djed::gui::LearningProgress> progress_;
  djed::gui::GameListModel games_;
  djed::gui::LoadProblemModel problems_;
  djed::gui::Language language_;
  djed::gui::AppSettings settings_;
  Pseudo pseudo_;
};

// As QUICK_TEST_MAIN_WITH_SETUP, and a run with a QML warning fails, naming it.
int main(int argc, char** argv) {
  QTEST_SET_MAIN_SOURCE_PATH
  Setup setup;
  const int failed = quick_test_main_with_setup(argc, argv, "djed_board", QUICK_TEST_SOURCE_DIR, &setup);
  const QStringList& warnings = setup.warnings();
  if (warnings.isEmpty()) return failed;
  std::fprintf(stderr, "FAIL: %lld QML warning(s) during the tests; the console must stay clean:\n",
               static_cast<long long>(warnings.size()));
  for (const QString& w : warnings) std::fprintf(stderr, "  %s\n", qPrintable(w));
  return failed != 0 ? failed : 1;
}

#include "qml_test_main.moc"
