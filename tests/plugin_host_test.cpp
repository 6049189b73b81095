// The plugin host: every way loading can fail is reported with the file and
// the reason, the good plugins load anyway, and a loaded library stays loaded
// while anything it created is alive.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <cstdlib>

#include "djed/plugin_abi.hpp"
#include "djed/plugin_host.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

namespace fs = std::filesystem;

std::string reason_for(const PluginHost& host, const std::string& file_name) {
  for (const auto& f : host.failures())
    if (f.file.filename() == file_name) return f.reason;
  return "<no failure reported for " + file_name + ">";
}

class BrokenPlugins : public ::testing::Test {
 protected:
  void SetUp() override {
    host.load_directory(test_plugin_dir());
    host.load_directory(broken_plugin_dir());
  }
  PluginHost host;
};

TEST_F(BrokenPlugins, GoodPluginsStillLoad) {
  ASSERT_EQ(host.games().size(), 2u);
  ASSERT_NE(host.find("tictactoe"), nullptr);
  ASSERT_NE(host.find("stacks"), nullptr);
  EXPECT_EQ(host.failures().size(), 9u);
}

TEST_F(BrokenPlugins, NotALibrary) {
  EXPECT_EQ(reason_for(host, "not_a_library.so"), "not a shared library that can be loaded: invalid ELF header");
}

TEST_F(BrokenPlugins, LibraryWithoutDjedSymbols) {
  EXPECT_NE(reason_for(host, "no_symbols.so").find("not a Djed plugin"), std::string::npos)
      << reason_for(host, "no_symbols.so");
}

TEST_F(BrokenPlugins, FactoryMissing) {
  EXPECT_NE(reason_for(host, "no_factory.so").find("factory 'djed_create_game' missing"), std::string::npos)
      << reason_for(host, "no_factory.so");
}

TEST_F(BrokenPlugins, AbiMismatchIsCheckedBeforeTheFactory) {
  // The plugin's factory aborts: reaching this line proves it was not called.
  const std::string reason = reason_for(host, "abi_mismatch.so");
  EXPECT_NE(reason.find("ABI version mismatch"), std::string::npos) << reason;
  const std::string versions = "plugin has " + std::to_string(djed::kPluginAbiVersion + 998) + ", host expects " +
                               std::to_string(djed::kPluginAbiVersion);
  EXPECT_NE(reason.find(versions), std::string::npos) << reason;
}

TEST_F(BrokenPlugins, APluginOfThePreviousAbiIsRefusedNamingBothVersions) {
  const std::string reason = reason_for(host, "previous_abi.so");
  const std::string versions = "plugin has " + std::to_string(djed::kPluginAbiVersion - 1) + ", host expects " +
                               std::to_string(djed::kPluginAbiVersion);
  EXPECT_NE(reason.find(versions), std::string::npos) << reason;
}

TEST_F(BrokenPlugins, AMalformedMessageTableIsReportedByFileAndLine) {
  const std::string reason = reason_for(host, "bad_messages.so");
  EXPECT_NE(reason.find("bad_messages.txt: line 3: bad.prompt: a '{' without its '}'"), std::string::npos) << reason;
}

TEST_F(BrokenPlugins, AGameWithoutABoardIsRefusedSayingSo) {
  EXPECT_EQ(reason_for(host, "bad_board.so"), "invalid game 'bad-board': the board has no cells");
}

TEST_F(BrokenPlugins, ThrowingFactory) {
  const std::string reason = reason_for(host, "throwing_factory.so");
  EXPECT_NE(reason.find("factory failed"), std::string::npos) << reason;
  EXPECT_NE(reason.find("board description missing"), std::string::npos) << reason;
}

TEST_F(BrokenPlugins, DuplicateId) {
  const std::string reason = reason_for(host, "duplicate_id.so");
  EXPECT_NE(reason.find("duplicate game id 'tictactoe'"), std::string::npos) << reason;
  EXPECT_NE(reason.find("tictactoe.so"), std::string::npos) << reason;
}

// Library files cut short (a failed copy, a full disk) would crash the
// dynamic loader; each is reported by name and reason, and a whole copy in
// the same folder still loads.
TEST(PluginHost, TruncatedAndStrangeFilesAreReportedNotLoaded) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::testing::TempDir()) / "djed-truncated-plugins";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path original = test_plugin_dir() / "tictactoe.so";
  std::ifstream in(original, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), {});
  ASSERT_GT(bytes.size(), 70000u);
  const std::vector<std::size_t> sizes{0, 40, 64, 1024, 4096, 16384, 65536, bytes.size() / 2, bytes.size() - 1};
  for (std::size_t size : sizes) {
    std::ofstream(dir / ("cut_" + std::to_string(size) + ".so"), std::ios::binary).write(bytes.data(),
                                                                                         static_cast<std::streamsize>(size));
  }
  fs::copy_file(original, dir / "whole.so");
  fs::create_directory(dir / "folder.so");
  fs::create_symlink(dir / "nowhere.so", dir / "dangling.so");
  fs::create_symlink(dir / "loop_b.so", dir / "loop_a.so");
  fs::create_symlink(dir / "loop_a.so", dir / "loop_b.so");

  PluginHost host;
  host.load_directory(dir);
  ASSERT_EQ(host.games().size(), 1u);
  EXPECT_EQ(host.games()[0].file.filename(), "whole.so");
  EXPECT_EQ(host.failures().size(), sizes.size() + 3) << "every cut file and the three links";
  for (const auto& f : host.failures()) {
    EXPECT_EQ(f.reason.rfind("not a shared library that can be loaded: ", 0), 0u) << f.file << ": " << f.reason;
    EXPECT_NE(f.file.filename(), "folder.so");
  }
  EXPECT_NE(reason_for(host, "cut_1024.so").find("lies past the end of the file (1024 bytes)"), std::string::npos)
      << reason_for(host, "cut_1024.so");
  EXPECT_NE(reason_for(host, "cut_40.so").find("shorter than an ELF header"), std::string::npos);
  EXPECT_NE(reason_for(host, "dangling.so").find("not a regular file"), std::string::npos);
  fs::remove_all(dir);
}

TEST(PluginHost, MissingFolderIsReportedOnlyWhenAskedFor) {
  PluginHost host;
  host.load_directory("/nonexistent/djed/plugins", false);
  EXPECT_TRUE(host.failures().empty());
  host.load_directory("/nonexistent/djed/plugins", true);
  ASSERT_EQ(host.failures().size(), 1u);
  EXPECT_EQ(host.failures()[0].reason, "not a folder");
}

TEST(PluginHost, SameFileIsLoadedOnce) {
  PluginHost host;
  host.load_directory(test_plugin_dir());
  const std::size_t loaded = host.games().size();
  host.load_file(test_plugin_dir() / ".." / test_plugin_dir().filename() / "tictactoe.so");
  EXPECT_EQ(host.games().size(), loaded);
  EXPECT_TRUE(host.failures().empty());
}

TEST(PluginHost, StatesKeepTheirLibraryLoaded) {
  StatePtr state;
  {
    PluginHost host;
    host.load_directory(test_plugin_dir());
    ASSERT_NE(host.find("tictactoe"), nullptr);
    auto made = host.find("tictactoe")->new_initial_state("classic");
    ASSERT_TRUE(made.ok());
    state = std::move(made).value();
  }
  // The host is gone; the state's code and data must still be there.
  state->apply_action(4);
  StatePtr copy = state->clone();
  state.reset();
  EXPECT_EQ(copy->to_string(), ".../.x./... o");
  EXPECT_EQ(copy->legal_actions().size(), 8u);
}

TEST(PluginHost, SearchPathOrder) {
  setenv("DJED_PLUGIN_PATH", "/a:/b::/c", 1);
  const auto dirs = PluginHost::search_path({"/extra"});
  unsetenv("DJED_PLUGIN_PATH");
  ASSERT_EQ(dirs.size(), 5u);
  EXPECT_EQ(dirs[0], fs::path("/extra"));
  EXPECT_EQ(dirs[1], fs::path("/a"));
  EXPECT_EQ(dirs[2], fs::path("/b"));
  EXPECT_EQ(dirs[3], fs::path("/c"));
  EXPECT_EQ(dirs[4], PluginHost::default_plugin_dir());
}

// A game rebuilt in a folder of DJED_PLUGIN_PATH is played instead of the
// copy installed in the default folder, which is reported as shadowed.
TEST(PluginHost, AGameInDjedPluginPathShadowsTheInstalledCopy) {
  const fs::path dir = fs::path(::testing::TempDir()) / "djed-rebuilt-plugins";
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::path installed;
  for (const auto& entry : fs::directory_iterator(PluginHost::default_plugin_dir()))
    if (entry.path().filename().string().find("ramses") != std::string::npos && entry.path().extension() == ".so")
      installed = entry.path();
  ASSERT_FALSE(installed.empty()) << "no Ramses plugin in " << PluginHost::default_plugin_dir();
  fs::copy_file(installed, dir / installed.filename());
  setenv("DJED_PLUGIN_PATH", dir.c_str(), 1);
  PluginHost host;
  host.load_all(PluginHost::search_path({}));
  unsetenv("DJED_PLUGIN_PATH");
  const auto played = std::find_if(host.games().begin(), host.games().end(),
                                   [](const LoadedGame& g) { return g.game->info().id == "ramses"; });
  ASSERT_NE(played, host.games().end());
  EXPECT_EQ(played->file, dir / installed.filename());
  const auto shadowed = std::find_if(host.failures().begin(), host.failures().end(),
                                     [&](const LoadFailure& f) { return f.file == installed; });
  ASSERT_NE(shadowed, host.failures().end());
  EXPECT_EQ(shadowed->reason, "duplicate game id 'ramses': the copy loaded from " + (dir / installed.filename()).string() +
                                  ", earlier in the search path, is played");
  fs::remove_all(dir);
}

TEST(PluginHost, DefaultFolderIsBesideTheExecutable) {
  // Test binaries live in the build tree's bin folder, like the app.
  EXPECT_EQ(fs::weakly_canonical(PluginHost::default_plugin_dir()), fs::weakly_canonical(game_plugin_dir()));
}

}  // namespace
}  // namespace djed::test
