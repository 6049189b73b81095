// The --redis URL a node is given: what it names, and a clear refusal of
// what is not one.
#include <gtest/gtest.h>

#include "redis_store.hpp"

namespace djed::server {
namespace {

TEST(RedisUrl, HostAlonePortAndDatabase) {
  auto a = parse_redis_url("redis://cache.example");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->host, "cache.example");
  EXPECT_EQ(a->port, 6379);
  EXPECT_EQ(a->database, 0);
  EXPECT_TRUE(a->password.empty());
  auto b = parse_redis_url("redis://127.0.0.1:7001/3");
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(b->host, "127.0.0.1");
  EXPECT_EQ(b->port, 7001);
  EXPECT_EQ(b->database, 3);
}

TEST(RedisUrl, PasswordWithOrWithoutUser) {
  auto a = parse_redis_url("redis://:s3cret@10.0.0.2:6380");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->password, "s3cret");
  EXPECT_EQ(a->host, "10.0.0.2");
  auto b = parse_redis_url("redis://default:p@ss@host");
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(b->password, "p@ss");
  EXPECT_EQ(b->host, "host");
}

TEST(RedisUrl, RefusedWithWhatIsExpected) {
  for (const char* bad : {"127.0.0.1:6379", "redis://", "redis://host:0", "redis://host:65536", "redis://host:12x",
                          "redis://host/x", "redis://host/-1", "http://host:6379"}) {
    auto a = parse_redis_url(bad);
    ASSERT_FALSE(a) << bad;
    EXPECT_NE(a.message().find("expected redis://"), std::string::npos) << a.message();
    EXPECT_NE(a.message().find(bad), std::string::npos) << a.message();
  }
}

TEST(RedisKeys, OneGameKeysShareAClusterSlot) {
  // Redis Cluster hashes only what is between the first braces: a game's
  // events, its tag, its owner and its channel land on one shard, so the append script
  // may touch them together.
  const std::string id = "a1b2c3d4e5f6";
  for (const auto& key : {RedisStore::events_key(id), RedisStore::tag_key(id), RedisStore::owner_key(id),
                          RedisStore::game_channel(id)})
    EXPECT_NE(key.find("{" + id + "}"), std::string::npos) << key;
}

}  // namespace
}  // namespace djed::server
