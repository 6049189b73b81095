// The browser's pages (server/web_files.hpp): a folder read once, what it
// may hold, and the answer to each request.
#include <gtest/gtest.h>

#include <fstream>

#include "server_test_support.hpp"
#include "web_files.hpp"

namespace djed::server {
namespace {

using testing::DataFolderTest;

class WebFilesTest : public DataFolderTest {
 protected:
  void write(const std::string& name, const std::string& text) {
    const auto path = data_ / name;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
  }
  std::string header(const WebFiles::Answer& answer, const std::string& name) {
    for (const auto& [n, v] : answer.headers)
      if (n == name) return v;
    return {};
  }
};

TEST_F(WebFilesTest, AFolderIsRefusedNamingWhatIsWrong) {
  auto missing = WebFiles::load(data_ / "nowhere");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.message().find("is not a folder"), std::string::npos) << missing.message();
  write("app.js", "x");
  auto no_page = WebFiles::load(data_);
  ASSERT_FALSE(no_page);
  EXPECT_NE(no_page.message().find("has no index.html"), std::string::npos) << no_page.message();
  write("index.html", "page");
  // A file larger than the limit is refused before it is read.
  std::filesystem::resize_file((write("big.js", "x"), data_ / "big.js"), WebFiles::kMaxBytes + 1);
  auto too_big = WebFiles::load(data_);
  ASSERT_FALSE(too_big);
  EXPECT_NE(too_big.message().find("16 MiB"), std::string::npos) << too_big.message();
  std::filesystem::remove(data_ / "big.js");
  for (std::size_t i = 0; i < WebFiles::kMaxFiles; ++i) write("many/f" + std::to_string(i) + ".js", "x");
  auto too_many = WebFiles::load(data_);
  ASSERT_FALSE(too_many);
  EXPECT_NE(too_many.message().find("holds more than 256 files"), std::string::npos) << too_many.message();
}

TEST_F(WebFilesTest, OnlyPlainFilesOfKnownKindsAreServed) {
  write("index.html", "page");
  write("app.js", "script");
  write(".env", "secret");
  write(".git/config.js", "secret");
  write("readme.md", "text");
  write("a/b/c/d/deep.js", "too deep");
  write("a/b/ok.js", "ok");
  auto files = WebFiles::load(data_);
  ASSERT_TRUE(files) << files.message();
  EXPECT_EQ((*files)->count(), 3u);  // index.html, app.js, a/b/ok.js
  const auto ok = (*files)->answer("GET", "/a/b/ok.js");
  EXPECT_EQ(ok.status, 200);
  EXPECT_EQ(ok.body, "ok");
  EXPECT_EQ(header(ok, "Content-Type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(header(ok, "Cache-Control"), "public, max-age=86400");
  for (const char* refused : {"/.env", "/.git/config.js", "/readme.md", "/a/b/c/d/deep.js", "/a/../app.js", "/app.js/"})
    EXPECT_EQ((*files)->answer("GET", refused).status, 404) << refused;
  const auto page = (*files)->answer("HEAD", "/?lang=de");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.body, "page");
  EXPECT_EQ(header(page, "Cache-Control"), "no-cache");
  EXPECT_NE(header(page, "Content-Security-Policy").find("script-src 'self'"), std::string::npos);
  EXPECT_EQ((*files)->answer("GET", "/K7QX").body, "page");  // an invite link
  EXPECT_EQ((*files)->answer("GET", "/K7QX-").status, 404);
  const auto post = (*files)->answer("POST", "/");
  EXPECT_EQ(post.status, 405);
  EXPECT_EQ(header(post, "Allow"), "GET, HEAD");
  // Without pages, a request learns what the server is.
  const auto none = WebFiles::none()->answer("GET", "/");
  EXPECT_EQ(none.status, 404);
  EXPECT_NE(none.body.find("djed-server"), std::string::npos);
}

}  // namespace
}  // namespace djed::server
