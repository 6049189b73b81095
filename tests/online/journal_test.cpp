// The server's journal (server/journal.hpp): lines appended are durable in
// order; a compaction keeps the lines of the games named, read back from the
// file, and the lines appended after it; a line's game is read from its end
// as the server writes it, and from the JSON otherwise.
#include <gtest/gtest.h>

#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <string>
#include <vector>

#include "journal.hpp"
#include "server_test_support.hpp"

namespace djed::server {
namespace {

using testing::DataFolderTest;

std::string line_of(const std::string& game, int n) {
  return R"({"e":{"kind":"chat","n":)" + std::to_string(n) + R"(,"text":"\"g\":\"x\"}"},"g":")" + game + "\"}";
}

// A journal whose durable count can be waited for.
struct Durable {
  std::mutex mutex;
  std::condition_variable changed;
  std::uint64_t count = 0;
  std::string failure;

  Journal make(const std::filesystem::path& file) {
    return Journal(
        file,
        [this](std::uint64_t n) {
          std::lock_guard lock(mutex);
          count = n;
          changed.notify_all();
        },
        [this](std::string reason) {
          std::lock_guard lock(mutex);
          failure = std::move(reason);
          changed.notify_all();
        });
  }
  bool reached(std::uint64_t n) {
    std::unique_lock lock(mutex);
    return changed.wait_for(lock, std::chrono::seconds(30), [&] { return count >= n || !failure.empty(); }) &&
           failure.empty();
  }
};

class JournalTest : public DataFolderTest {
 protected:
  void SetUp() override {
    DataFolderTest::SetUp();
    std::filesystem::create_directories(data_);
  }
};

TEST_F(JournalTest, ALinesGameIsReadFromItsEndOrItsJson) {
  const std::unordered_set<std::string> games{"a1", "c3"};
  EXPECT_TRUE(Journal::kept_by(line_of("a1", 1), games));
  EXPECT_FALSE(Journal::kept_by(line_of("b2", 1), games));
  // A chat text ending like a game id is not taken for one.
  EXPECT_FALSE(Journal::kept_by(R"({"e":{"text":"x\"g\":\"a1\"}"},"g":"b2"})", games));
  // Keys in another order: read from the JSON.
  EXPECT_TRUE(Journal::kept_by(R"({"g":"c3","e":{"kind":"created"}})", games));
  EXPECT_FALSE(Journal::kept_by(R"({"g":"b2","e":{"kind":"created"}})", games));
  // A line whose game cannot be read is kept rather than lost.
  EXPECT_TRUE(Journal::kept_by("not json", games));
  EXPECT_TRUE(Journal::kept_by(R"({"e":{}})", games));
}

TEST_F(JournalTest, ACompactionKeepsTheGamesNamedAndWhatCameAfter) {
  const auto file = data_ / "journal";
  Durable durable;
  std::vector<std::string> expected;
  {
    Journal journal = durable.make(file);
    ASSERT_TRUE(journal.start());
    std::uint64_t last = 0;
    for (int n = 1; n <= 300; ++n) {
      const std::string game = n % 3 == 0 ? "a1" : n % 3 == 1 ? "b2" : "c3";
      last = journal.append(line_of(game, n));
      if (game != "b2") expected.push_back(line_of(game, n));
    }
    ASSERT_TRUE(journal.compact({"a1", "c3"}));
    EXPECT_FALSE(journal.compact({"a1"})) << "one compaction at a time";
    for (int n = 301; n <= 310; ++n) {
      last = journal.append(line_of("b2", n));  // a game started again after the compaction keeps its new lines
      expected.push_back(line_of("b2", n));
    }
    ASSERT_TRUE(durable.reached(last)) << durable.failure;
    EXPECT_EQ(journal.bytes_written(), 10u * (line_of("b2", 301).size() + 1));  // counted from the compaction
    journal.stop();
  }
  auto lines = Journal::read(file);
  ASSERT_TRUE(lines);
  EXPECT_EQ(*lines, expected);
}

}  // namespace
}  // namespace djed::server
