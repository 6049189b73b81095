#pragma once
// What the app's online tests share: the game plugins, djed-server in the
// test process (loopback, a port of its own), an event loop that waits for
// a condition, and a scratch data folder per test.
#include <gtest/gtest.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QUrl>
#include <filesystem>
#include <memory>

#include "djed/plugin_host.hpp"
#include "embedded_server.hpp"

namespace djed::gui {

inline std::shared_ptr<PluginHost> games() {
  static auto host = [] {
    auto h = std::make_shared<PluginHost>();
    h->load_directory(DJED_GAME_PLUGIN_DIR);
    return h;
  }();
  return host;
}

// djed-server in this process, on loopback; it comes back on the same port.
class ServerThread {
 public:
  explicit ServerThread(std::filesystem::path data) {
    server::ServerOptions options;
    options.data = std::move(data);
    // The test's players click at once, faster than people: no rate limits.
    options.admission.messages_per_second = options.admission.message_burst = options.admission.address_messages_per_second = 1e6;
    server_ = std::make_unique<server::EmbeddedServer>(options, games());
  }
  void start() {
    auto started = server_->start({"127.0.0.1", server_->port(), {}, {}});
    ASSERT_TRUE(started) << started.message();
  }
  void stop() { server_->stop(); }
  QString url() const { return QStringLiteral("ws://127.0.0.1:%1/").arg(server_->port()); }

 private:
  std::unique_ptr<server::EmbeddedServer> server_;
};

// Runs the event loop until `done` holds or 20 s have passed.
template <class Done>
bool wait_until(Done done) {
  QElapsedTimer timer;
  timer.start();
  while (!done()) {
    if (timer.elapsed() > 20'000) return false;
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  }
  return true;
}

class OnlineTest : public ::testing::Test {
 protected:
  void SetUp() override {
    data_ = std::filesystem::temp_directory_path() /
            ("djed-online-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->test_suite_name() + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(data_);
  }
  void TearDown() override { std::filesystem::remove_all(data_); }
  std::filesystem::path data_;
};

}  // namespace djed::gui
