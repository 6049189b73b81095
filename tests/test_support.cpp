#include "test_support.hpp"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace djed::test {

const PluginHost& shared_host() {
  static const PluginHost host = [] {
    PluginHost h;
    h.load_directory(game_plugin_dir(), false);
    h.load_directory(test_plugin_dir());
    return h;
  }();
  return host;
}

ProgramRun run_command(const std::string& command) {
  const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
  const std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) / (std::string(test->test_suite_name()) + "." + test->name());
  std::filesystem::create_directories(dir);
  const std::string out = (dir / "out.txt").string(), err = (dir / "err.txt").string();
  const int status = std::system((command + " >" + out + " 2>" + err).c_str());
  auto slurp = [](const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  return {WEXITSTATUS(status), slurp(out), slurp(err)};
}

std::vector<GameVariant> all_game_variants() { return conformance::game_variants(shared_host()); }

}  // namespace djed::test
